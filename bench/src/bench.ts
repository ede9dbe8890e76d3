/**
 * Times the matching query and the telescope search on the bench database (npm run bench:seed
 * first): 10 warm-up calls each, then 200 measured calls, one at a time. Writes the latencies to
 * bench/results/bench-report.md and the EXPLAIN (ANALYZE, BUFFERS) plans of a typical and of the
 * slowest call of each kind to bench/results/*-plan-*.txt.
 * Options (flags after `--` when calling the script directly, or BENCH_* variables): --calls 200,
 * --seed 7, --only matching|telescope. BENCH_DATABASE_URL names another database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInParis } from '@orbite/domain/calendar-day';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openServerDatabase } from '../../apps/api/src/db/client';
import * as schema from '../../apps/api/src/db/schema';
import { rankFreelancersForMission } from '../../apps/api/src/modules/matches/matching.repository';
import { type SearchFilters, searchFreelances } from '../../apps/api/src/modules/telescope/telescope.repository';
import { benchDatabaseUrl, intOption, parseArgs, resultsDir } from './bench-database';
import { createRng, WeightedPicker } from './random';
import { type LatencySummary, summarize } from './stats';
import { type FilterShape, randomFilters } from './telescope-filters';

const args = parseArgs(process.argv.slice(2));
const CALLS = intOption(args, 'calls', 'BENCH_CALLS', 200);
const WARM_UP = 10;
const only = (args.only ?? process.env.BENCH_ONLY) as 'matching' | 'telescope' | undefined;
const seed = intOption(args, 'seed', 'BENCH_SEED', 7);
const rng = createRng(seed);
/** Its own stream, so that the filter sets do not depend on whether the matching bench ran. */
const telescopeRng = createRng(seed + 1);
const url = benchDatabaseUrl();
const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');

const database = await openServerDatabase(url);
const db = database.db;
const pool = new pg.Pool({ connectionString: url, max: 1 });
const one = async <T extends pg.QueryResultRow>(query: string) => (await pool.query<T>(query)).rows;

const [{ freelances } = { freelances: 0 }] = await one<{ freelances: number }>(
  'SELECT count(*)::int AS freelances FROM freelances',
);
if (freelances === 0) throw new Error('The bench database is empty: run `npm run bench:seed` first.');

interface Sample<T> {
  input: T;
  ms: number;
  /** CPU time the call took: its PostgreSQL backends' and this Node process's (null when unreadable). */
  cpuMs: number | null;
  rows: number;
  label?: string;
}

/**
 * CPU time, in ns, of the bench database's backends so far, from Linux's /proc/<pid>/schedstat (the
 * server runs on this machine in the default setup); null when it cannot be read. On a machine shared
 * with other work the wall-clock time of a call includes its waits for a core; its CPU time is close to
 * what the call takes on an idle machine (the data is in memory: no I/O waits).
 */
async function backendCpu(): Promise<() => Map<number, number>> {
  const pids = (await one<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map(
    (r) => r.pid,
  );
  return () => {
    const times = new Map<number, number>();
    for (const pid of pids) {
      try {
        times.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // Another machine's server, or a connection closed since: not counted.
      }
    }
    return times;
  };
}

/** The CPU ns spent between two readings by the backends present in both; null when none could be read. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  const both = [...before.keys()].filter((pid) => after.has(pid));
  return both.length ? both.reduce((sum, pid) => sum + after.get(pid)! - before.get(pid)!, 0) : null;
}

async function measure<T>(inputs: readonly T[], call: (input: T) => Promise<{ rows: number }>): Promise<Sample<T>[]> {
  for (const input of inputs.slice(0, WARM_UP)) await call(input);
  const cpuOfBackends = await backendCpu();
  const samples: Sample<T>[] = [];
  for (const input of inputs) {
    const backendBefore = cpuOfBackends();
    const nodeBefore = process.cpuUsage();
    const start = performance.now();
    const { rows } = await call(input);
    const ms = performance.now() - start;
    const node = process.cpuUsage(nodeBefore);
    const backend = cpuBetween(backendBefore, cpuOfBackends());
    const cpuMs = backend === null ? null : backend / 1e6 + (node.user + node.system) / 1000;
    samples.push({ input, ms, cpuMs, rows });
  }
  return samples;
}

/** The statements one call sends, caught by a logging Drizzle on its own connection, then explained. */
async function explain(call: (loggingDb: Db) => Promise<unknown>): Promise<string> {
  const captured: { query: string; params: unknown[] }[] = [];
  const client = new pg.Pool({ connectionString: url, max: 1 });
  const loggingDb = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  await call(loggingDb);
  const plans: string[] = [];
  for (const { query, params } of captured) {
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, SETTINGS) ${query}`, params);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    plans.push(`-- statement\n${query}\n-- parameters\n${JSON.stringify(params)}\n-- plan\n${plan}`);
  }
  await client.end();
  return plans.join('\n\n');
}

const typicalOf = <T>(samples: Sample<T>[], median: number) =>
  samples.reduce((best, s) => (Math.abs(s.ms - median) < Math.abs(best.ms - median) ? s : best));
const slowestOf = <T>(samples: Sample<T>[]) => samples.reduce((worst, s) => (s.ms > worst.ms ? s : worst));
const rowStats = (samples: Sample<unknown>[]) => {
  const rows = samples.map((s) => s.rows);
  return { min: Math.min(...rows), mean: rows.reduce((a, b) => a + b, 0) / rows.length, max: Math.max(...rows) };
};

const ms = (value: number) => value.toFixed(1);
const row = (name: string, s: LatencySummary, rows: string) =>
  `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.mean)} | ${rows} |`;
/** The same row for the CPU time of the calls, when it could be read. */
const cpuRow = (name: string, samples: Sample<unknown>[]) => {
  const values = samples.map((s) => s.cpuMs);
  if (values.some((v) => v === null)) return [];
  return [row(`${name}, CPU time`, summarize(values as number[]), '')];
};
const rowsText = (samples: Sample<unknown>[]) => {
  const r = rowStats(samples);
  return `${r.min}–${r.max} (mean ${r.mean.toFixed(1)})`;
};
// Matching: random missions in matching.
const seeking = (await one<{ id: number }>("SELECT id FROM missions WHERE status = 'seeking' ORDER BY id")).map(
  (r) => r.id,
);
fs.mkdirSync(resultsDir, { recursive: true });
const lines: string[] = [];

/** The matching bench; a query that fails (e.g. while it is being written) is reported, not fatal. */
async function benchMatching() {
  const missionIds = Array.from({ length: CALLS }, () => rng.pick(seeking));
  console.log(
    `Matching: ${CALLS} calls of rankFreelancersForMission(limit 50) over ${seeking.length} missions in matching`,
  );
  const rank = (loggingDb: Db, missionId: number) => rankFreelancersForMission(loggingDb, missionId, { limit: 50 });
  const matching = await measure(missionIds, async (missionId) => ({ rows: (await rank(db, missionId)).length }));
  const summary = summarize(matching.map((s) => s.ms));
  lines.push(row('rankFreelancersForMission (limit 50)', summary, rowsText(matching)));
  lines.push(...cpuRow('rankFreelancersForMission', matching));
  // Plans of a typical (closest to the median) and of the slowest call.
  for (const [file, sample] of [
    ['matching-plan-typical.txt', typicalOf(matching, summary.p50)],
    ['matching-plan-slowest.txt', slowestOf(matching)],
  ] as const) {
    const header = `-- rankFreelancersForMission(missionId ${sample.input}, limit 50): ${sample.ms.toFixed(1)} ms, ${sample.rows} rows`;
    fs.writeFileSync(path.join(resultsDir, file), `${header}\n${await explain((l) => rank(l, sample.input))}\n`);
  }
}

if (only !== 'telescope') {
  try {
    await benchMatching();
  } catch (error) {
    const message = String((error as { cause?: unknown }).cause ?? error).split('\n')[0];
    console.error(`Matching failed: ${message}`);
    lines.push(`| rankFreelancersForMission (limit 50) | failed on PostgreSQL: ${message} |  |  |  |  |  |  |`);
  }
}

if (only !== 'matching') {
  // Telescope: random filter sets built from missions' skills, places and availability.
  const missionSkillRows = await one<{ mission_id: number; skill_id: number; years_required: number | null }>(
    `SELECT ms.mission_id, ms.skill_id, ms.years_required FROM mission_skills ms
     JOIN missions m ON m.id = ms.mission_id WHERE m.status = 'seeking' ORDER BY ms.mission_id, ms.position`,
  );
  const byMission = new Map<number, [number, number | null][]>();
  for (const r of missionSkillRows) {
    if (!byMission.has(r.mission_id)) byMission.set(r.mission_id, []);
    byMission.get(r.mission_id)!.push([r.skill_id, r.years_required]);
  }
  const catalogue = await one<{ id: number; popularity: number }>('SELECT id, popularity FROM skills');
  const source = {
    missionSkills: [...byMission.values()],
    skillPicker: new WeightedPicker(catalogue.map((s) => [s.id, s.popularity ** 2] as const)),
    missionIds: seeking,
    today: todayInParis(),
  };
  const filterSets = Array.from({ length: CALLS }, () => randomFilters(telescopeRng, source));
  console.log(`Telescope: ${CALLS} calls of searchFreelances(offset 0, limit 25)`);
  const search = (loggingDb: Db, filters: SearchFilters) =>
    searchFreelances(loggingDb, filters, { offset: 0, limit: 25 });
  const totals = new Map<(typeof filterSets)[number], number>();
  const telescope = await measure(filterSets, async (set) => {
    const result = await search(db, set.filters);
    totals.set(set, result.count);
    return { rows: result.items.length };
  });
  const summary = summarize(telescope.map((s) => s.ms));
  const byShape = new Map<FilterShape, number[]>();
  for (const sample of telescope) {
    if (!byShape.has(sample.input.shape)) byShape.set(sample.input.shape, []);
    byShape.get(sample.input.shape)!.push(sample.ms);
  }
  lines.push(row('searchFreelances (limit 25)', summary, rowsText(telescope)));
  lines.push(...cpuRow('searchFreelances', telescope));
  for (const [shape, values] of byShape) lines.push(row(`telescope, ${shape}`, summarize(values), ''));
  for (const shape of byShape.keys())
    lines.push(
      ...cpuRow(
        `telescope, ${shape}`,
        telescope.filter((s) => s.input.shape === shape),
      ),
    );
  const counted = [...totals.values()];
  lines.push(
    '',
    `Telescope total matches per search: min ${Math.min(...counted)}, median ${summarize(counted).p50}, max ${Math.max(...counted)}.`,
  );
  lines.push('', 'Slowest telescope searches:');
  for (const sample of [...telescope].sort((a, b) => b.ms - a.ms).slice(0, 5))
    lines.push(
      `- ${sample.ms.toFixed(1)} ms, ${totals.get(sample.input)} found: \`${JSON.stringify(sample.input.filters)}\``,
    );
  for (const [file, sample] of [
    ['telescope-plan-typical.txt', typicalOf(telescope, summary.p50)],
    ['telescope-plan-slowest.txt', slowestOf(telescope)],
  ] as const) {
    const header = `-- searchFreelances(${JSON.stringify(sample.input.filters)}, offset 0, limit 25): ${sample.ms.toFixed(1)} ms, ${sample.rows} rows of ${totals.get(sample.input)}`;
    fs.writeFileSync(
      path.join(resultsDir, file),
      `${header}\n${await explain((l) => search(l, sample.input.filters))}\n`,
    );
  }
}

// Report.
const [{ version } = { version: '?' }] = await one<{ version: string }>('SELECT version()');
const settings = await one<{ name: string; value: string }>(
  `SELECT name, current_setting(name) AS value FROM pg_settings WHERE name IN
   ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_parallel_workers_per_gather', 'jit', 'random_page_cost')`,
);
const sizes = await one<{
  freelances: number;
  freelance_skills: number;
  missions: number;
  seeking: number;
  size: string;
}>(
  `SELECT (SELECT count(*) FROM freelances)::int AS freelances, (SELECT count(*) FROM freelance_skills)::int AS freelance_skills,
   (SELECT count(*) FROM missions)::int AS missions, (SELECT count(*) FROM missions WHERE status = 'seeking')::int AS seeking,
   pg_size_pretty(pg_database_size(current_database())) AS size`,
);
await pool.end();
await database.close();

const cpu = os.cpus();
const report = [
  `Measured ${new Date().toISOString()} on ${os.type()} ${os.release()}, ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average before/after ${loadBefore} / ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
  `${version.split(',')[0]}; ${settings.map((s) => `${s.name}=${s.value}`).join(', ')}.`,
  `Data: ${JSON.stringify(sizes[0])}. ${WARM_UP} warm-up calls, then ${CALLS} calls one at a time.`,
  'Wall-clock time around each call; "CPU time" rows: the CPU the PostgreSQL backends and this Node process spent on it (/proc schedstat and process.cpuUsage), close to the wall-clock time on an idle machine.',
  '',
  '| query | calls | p50 ms | p95 ms | p99 ms | max ms | mean ms | rows returned |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...lines,
  '',
].join('\n');
fs.writeFileSync(path.join(resultsDir, 'bench-report.md'), `# Bench report\n\n${report}`);
console.log(report);
