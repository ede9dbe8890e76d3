import type { Result } from 'autocannon';

/** The API load bench's figures and its report (results/api-load.md, then docs/performance.md). */

/** The targets of the issue: each hot read at 60 % of its floor's requests per second or more, p99 under 100 ms. */
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 100;

export interface Row {
  name: string;
  label: string;
  statements: number;
  api: Figures;
  floor: Figures;
  prepared: Figures;
  /** The matching's ranking cache during the API's measured run. */
  rankingCache?: { hits: number; misses: number };
}
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system) of the server process per request answered: steadier than req/s on a busy machine. */
  cpuMsPerRequest: number | null;
  /** The same for PostgreSQL's processes (all of them, when the server runs on this machine) and autocannon's. */
  postgresCpuMsPerRequest: number | null;
  loadCpuMsPerRequest: number | null;
}
export type CpuMs = Record<'server' | 'postgres' | 'load', number | null>;
export const figures = (result: Result, cpuMs: CpuMs): Figures => {
  const perRequest = (ms: number | null) =>
    ms === null || !result.requests.total ? null : Math.round((ms / result.requests.total) * 100) / 100;
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: perRequest(cpuMs.server),
    postgresCpuMsPerRequest: perRequest(cpuMs.postgres),
    loadCpuMsPerRequest: perRequest(cpuMs.load),
  };
};

const verdict = (row: Row) => {
  const ratio = row.floor.rps ? row.api.rps / row.floor.rps : 0;
  const ok = ratio >= TARGET_RATIO && row.api.p99 < TARGET_P99_MS && row.api.errors === 0;
  return { ratio, ok };
};

export interface RunFacts {
  connections: number;
  seconds: number;
  workers: number;
  cores: number;
  /** The load average before and after. */
  load: [string, string];
  sizes: { freelances: number; missions: number; matches: number; notifications: number };
}

/** The report: the run's facts, what the sides are, and the table of every operation. */
export function apiLoadReport(rows: Row[], run: RunFacts): string {
  const table = [
    '| operation | SQL statements | API req/s | API p50 ms | API p99 ms | floor req/s | floor p50 ms | floor p99 ms | API / floor | API CPU ms/req | floor CPU ms/req | target met | prepared floor req/s | prepared floor p99 ms | API / prepared floor | PostgreSQL CPU ms/req: API, floor, prepared floor |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const { ratio, ok } = verdict(row);
      const errors = row.api.errors ? ` (${row.api.errors} errors)` : '';
      const cache = row.rankingCache
        ? `, ranking cache ${Math.round((row.rankingCache.hits / (row.rankingCache.hits + row.rankingCache.misses)) * 1000) / 10} % hits`
        : '';
      return `| ${row.label}${cache} | ${row.statements} | ${row.api.rps}${errors} | ${row.api.p50} | ${row.api.p99} | ${row.floor.rps} | ${row.floor.p50} | ${row.floor.p99} | ${Math.round(ratio * 100)} % | ${row.api.cpuMsPerRequest ?? '-'} | ${row.floor.cpuMsPerRequest ?? '-'} | ${ok ? 'yes' : 'no'} | ${row.prepared.rps} | ${row.prepared.p99} | ${row.prepared.rps ? Math.round((row.api.rps / row.prepared.rps) * 100) : 0} % | ${[row.api, row.floor, row.prepared].map((side) => side.postgresCpuMsPerRequest ?? '-').join(', ')} |`;
    }),
  ].join('\n');
  return [
    `Run ${new Date().toISOString()}: ${run.connections} connections, ${run.seconds} s for each side of each operation, loopback, on ${run.cores} cores (load average ${run.load[0]} before, ${run.load[1]} after).`,
    `API: ${run.workers} worker${run.workers > 1 ? 's' : ''} (API_WORKERS; the floor is one process).`,
    `Data: ${run.sizes.freelances} freelancers, ${run.sizes.missions} missions, ${run.sizes.matches} matches, ${run.sizes.notifications} notifications.`,
    `Targets: API at ${TARGET_RATIO * 100} % of the floor's requests per second or more, p99 under ${TARGET_P99_MS} ms, no error.`,
    'SQL statements: those of the recorded call, which the floor replays (for the matching, a cache miss: the ranking).',
    "Floor: each statement sent as a plain query, as a bare node:http + pg handler sends it (PostgreSQL plans it on every call). Prepared floor: the statements the API prepares prepared too, planned once per connection; the API's distance to it is its own work (GraphQL, session, authorization, mapping), its distance to the floor includes what preparing saves.",
    '',
    table,
    '',
  ].join('\n');
}
