/**
 * Throughput and latency of the API's hot operations under load, each beside its floor. Starts the
 * real API (`api-process.ts`: createServer, production mode, logs at warn) on the bench database,
 * signs in a freelancer, a corporate and a team member (sessions written as sign-in writes them),
 * records the SQL one call of each operation runs, starts the floor (`floor-server.ts`: node:http +
 * pg replaying that SQL, as plain queries or prepared as the API prepares them), then runs autocannon
 * against the API, the floor and the prepared floor in turn, operation by operation, on loopback. Writes results/api-load.md and results/api-load.json (and the SQL of each
 * operation in results/api-load-sql.json).
 * Options (BENCH_* variables or flags after `--`): --seconds 20 (each side of each operation),
 * --connections 50, --only me,telescope, --api-port 3180, --floor-port 3189, --workers 1 (the API's
 * processes, as API_WORKERS; above 1 they share Redis, BENCH_REDIS_URL, redis://127.0.0.1:6379).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTIFICATION_PAGE_SIZE } from '@orbite/domain/constants';
import { pageSizes } from '@orbite/domain/mission';
import autocannon from 'autocannon';
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import pg from 'pg';
import { OPEN_MATCH_CONVERSATION, SEND_CHAT_MESSAGE } from '../../apps/web/src/features/chat/chat-operations';
import { FREELANCE_OVERVIEW } from '../../apps/web/src/features/freelance-overview/freelance-overview-operations';
import { RECOMMENDED_FREELANCES } from '../../apps/web/src/features/matches/recommendation-operations';
import { MISSIONS } from '../../apps/web/src/features/missions/missions-operations';
import {
  backofficeListConfig,
  missionListVariables,
  readMissionListUrl,
} from '../../apps/web/src/features/missions/missions-url';
import { USER_NOTIFICATIONS } from '../../apps/web/src/features/notifications/notifications-operations';
import { ME_QUERY } from '../../apps/web/src/features/session/me-query';
import { TELESCOPE } from '../../apps/web/src/features/telescope/telescope-operations';
import { apiLoadReport, type Figures, figures, type Row } from './api-load-report';
import type { CapturedStatement } from './api-process';
import { benchDatabaseUrl, intOption, parseArgs, resultsDir } from './bench-database';
import { cpuMsOf, loadCpuMs, postgresCpuMs, postgresSpent } from './cpu-time';
import { apiEnvironment, benchSession, startProcess } from './processes';

const args = parseArgs(process.argv.slice(2));
const seconds = intOption(args, 'seconds', 'BENCH_LOAD_SECONDS', 20);
const connections = intOption(args, 'connections', 'BENCH_CONNECTIONS', 50);
const apiPort = intOption(args, 'api-port', 'BENCH_API_PORT', 3180);
const floorPort = intOption(args, 'floor-port', 'BENCH_FLOOR_PORT', 3189);
// The API's processes (API_WORKERS; above 1 they share live updates through Redis). One by default, like the floor:
// on this machine the workers share the two cores with PostgreSQL and autocannon, and two of them served more
// requests per second with a wider tail (docs/performance.md, eleventh round).
const workers = Math.max(1, intOption(args, 'workers', 'BENCH_API_WORKERS', 1));
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = (args.only ?? process.env.BENCH_ONLY_OPERATIONS)?.split(',');
const url = benchDatabaseUrl();

const pool = new pg.Pool({ connectionString: url, max: 2 });
const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
  const [row] = (await pool.query<T>(text, values)).rows;
  if (!row) throw new Error(`The bench database has nothing for: ${text.split('\n')[0]} (run npm run bench:seed)`);
  return row;
};

// The subjects: a freelancer on a running deal (dashboard, notifications), the client who posted that
// mission, an account manager, and the seeking mission with the highest hunting priority.
const subject = await one<{ freelance_id: number; user_id: number; match_id: number; corporate_user_id: number }>(
  `SELECT f.id AS freelance_id, f.user_id, d.match_id, m.created_by_user_id AS corporate_user_id
   FROM deals d JOIN freelances f ON f.id = d.freelance_id JOIN missions m ON m.id = d.mission_id
   WHERE d.status = 'signed' AND f.status = 'validated' ORDER BY d.id LIMIT 1`,
);
const team = await one<{ user_id: number }>(
  'SELECT user_id FROM team_members WHERE account_manager ORDER BY user_id LIMIT 1',
);
const seeking = await one<{ id: number }>(
  "SELECT id FROM missions WHERE status = 'seeking' ORDER BY hunting_priority_score DESC, id LIMIT 1",
);
// The matching keeps each mission's ranking for a minute (modules/matches/ranking-cache.ts): it is measured
// over many missions in turn, each recorded at its first call, so that the floor replays the ranking's SQL
// (a miss) while the API answers from its cache after its first round; the hit rate goes in the report.
const MATCHING_MISSIONS = 50;
const matchingMissions = (
  await pool.query<{ id: number }>(
    "SELECT id FROM missions WHERE status = 'seeking' ORDER BY hunting_priority_score DESC, id LIMIT $1",
    [MATCHING_MISSIONS + 1],
  )
).rows.map((row) => String(row.id));
const seekingSkills = (
  await pool.query<{ skill_id: number }>(
    'SELECT skill_id FROM mission_skills WHERE mission_id = $1 ORDER BY position LIMIT 2',
    [seeking.id],
  )
).rows.map((row) => ({ skillId: String(row.skill_id) }));
const cookies = {
  freelancer: await benchSession(pool, subject.user_id),
  corporate: await benchSession(pool, subject.corporate_user_id),
  team: await benchSession(pool, team.user_id),
};
type Who = keyof typeof cookies;

const headers = (who: Who) => ({
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  cookie: cookies[who],
  'x-client-platform': 'web',
  'x-client-name': 'orbite-web',
});

const body = (document: DocumentNode, operationName: string, variables: Record<string, unknown>) =>
  JSON.stringify({ operationName, query: print(document), variables });

async function call(port: number, who: Who, payload: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: headers(who),
    body: payload,
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!response.ok || json.errors?.length)
    throw new Error(`HTTP ${response.status}: ${JSON.stringify(json.errors ?? json).slice(0, 500)}`);
  return json.data!;
}

console.log(
  `API load: ${connections} connections, ${seconds} s per side; starting the API on ${apiPort} (${workers} workers)`,
);
const api = await startProcess(
  './api-process.ts',
  apiEnvironment(url, apiPort, {
    BENCH_CAPTURE_SQL: '1',
    BENCH_API_WORKERS: String(workers),
    ...(workers > 1 ? { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: 'bench-load:' } : {}),
  }),
);

// The chat messages go to as many conversations as there are connections (the team's, one per match),
// so that the bench measures sending, not 50 writers queuing on one conversation's row. None is the measured
// freelancer's: `me` counts their unread messages, which would grow with each run.
const chatMatches = (
  await pool.query<{ id: number }>('SELECT id FROM matches WHERE freelance_id <> $2 ORDER BY id LIMIT $1', [
    Math.max(1, connections),
    subject.freelance_id,
  ])
).rows;
const conversations: string[] = [];
for (const match of chatMatches) {
  const opened = (await call(
    api.port,
    'team',
    body(OPEN_MATCH_CONVERSATION, 'OpenMatchConversation', { matchId: String(match.id) }),
  )) as { openMatchConversation: { id: string } };
  conversations.push(opened.openMatchConversation.id);
}

interface Operation {
  name: string;
  label: string;
  who: Who;
  payload: string;
  /** Other requests of the same operation, sent in turn with the first (each with its own recorded SQL). */
  variants?: string[];
  /** The request that warms the plans and caches before recording, when it must not be one of the measured ones. */
  warmup?: string;
  /**
   * Each request is sent once before its SQL is recorded, so that the floor replays what it does in the run, not
   * on its first call: a conversation's first message notifies its readers, the next ones do not (they have an
   * unseen « new message »), and a floor replaying that insert on every call would do more than the API and leave
   * a notification behind each time.
   */
  recordSteadyState?: boolean;
}

const allOperations: Operation[] = [
  { name: 'me', label: '`me` (freelancer)', who: 'freelancer', payload: body(ME_QUERY, 'Me', {}) },
  {
    name: 'freelancer-dashboard',
    label: 'freelancer dashboard (`FreelanceOverview`)',
    who: 'freelancer',
    payload: body(FREELANCE_OVERVIEW, 'FreelanceOverview', { id: String(subject.freelance_id) }),
  },
  {
    name: 'backoffice-missions',
    label: 'back office missions list (`Missions`, default tab)',
    who: 'team',
    payload: body(
      MISSIONS,
      'Missions',
      missionListVariables(readMissionListUrl(new URLSearchParams(), backofficeListConfig)) as never,
    ),
  },
  {
    name: 'telescope',
    label: "telescope search (`Telescope`, a mission's 2 first skills)",
    who: 'team',
    payload: body(TELESCOPE, 'Telescope', {
      filters: { skills: seekingSkills },
      offset: 0,
      limit: pageSizes[0],
    }),
  },
  {
    name: 'matching',
    label: `matching (\`RecommendedFreelances\`, 20 first, ${MATCHING_MISSIONS} missions in turn)`,
    who: 'team',
    ...(() => {
      const [warm, first, ...others] = matchingMissions.map((missionId) =>
        body(RECOMMENDED_FREELANCES, 'RecommendedFreelances', {
          missionId,
          offset: 0,
          limit: 20,
          excludeMatched: true,
        }),
      );
      return { warmup: warm!, payload: first!, variants: others };
    })(),
  },
  {
    name: 'notification-centre',
    label: 'notification centre (`UserNotifications`, first page)',
    who: 'freelancer',
    payload: body(USER_NOTIFICATIONS, 'UserNotifications', { offset: 0, limit: NOTIFICATION_PAGE_SIZE }),
  },
  {
    name: 'send-chat-message',
    label: `send a chat message (\`SendChatMessage\`, team, ${conversations.length} conversations in turn)`,
    who: 'team',
    recordSteadyState: true,
    ...(() => {
      const [first, ...others] = conversations.map((conversationId) =>
        body(SEND_CHAT_MESSAGE, 'SendChatMessage', {
          conversationId,
          body: '<p>Bonjour, pouvez-vous commencer lundi ?</p>',
        }),
      );
      return { payload: first!, variants: others };
    })(),
  },
];
const operations = allOperations.filter((operation) => !only || only.includes(operation.name));

// One call of each request with the SQL recorded: what the floor replays (`/<operation>/<variant>`).
const statements: Record<string, CapturedStatement[]> = {};
const payloadsOf = (operation: Operation) => [operation.payload, ...(operation.variants ?? [])];
for (const operation of operations) {
  await call(api.port, operation.who, operation.warmup ?? operation.payload); // warm caches and prepared plans first
  for (const [variant, payload] of payloadsOf(operation).entries()) {
    if (operation.recordSteadyState) await call(api.port, operation.who, payload);
    await api.ask({ capture: 'start' }, 'capturing');
    await call(api.port, operation.who, payload);
    statements[`${operation.name}/${variant}`] = await api.ask<CapturedStatement[]>({ capture: 'stop' }, 'statements');
  }
  console.log(`  ${operation.name}: ${statements[`${operation.name}/0`]!.length} statements`);
}
fs.mkdirSync(resultsDir, { recursive: true });
const statementsFile = path.join(resultsDir, 'api-load-sql.json');
fs.writeFileSync(statementsFile, `${JSON.stringify(statements, null, 2)}\n`);
const floor = await startProcess('./floor-server.ts', {
  DATABASE_URL: url,
  PORT: String(floorPort),
  BENCH_FLOOR_STATEMENTS: statementsFile,
});

/**
 * The sides of an operation: the API, the floor sending each statement as a plain query (planned on every
 * call, as a bare handler does: the issue's floor), and the floor with the statements the API prepares
 * prepared too (the same SQL sent the same way: what remains between the two is the API's own work).
 */
type Side = 'api' | 'floor' | 'prepared';

/** autocannon on one side: the API (the payloads in turn) or a floor (the variants' paths in turn). */
function load(side: Side, operation: Operation, options: { connections: number; duration: number }) {
  const payloads = payloadsOf(operation);
  let next = 0;
  const base = side === 'api' ? `http://127.0.0.1:${api.port}` : `http://127.0.0.1:${floor.port}`;
  const floorPath = (variant: number) => `${side === 'prepared' ? '/prepared' : ''}/${operation.name}/${variant}`;
  return autocannon({
    url: side === 'api' ? `${base}/graphql` : `${base}${floorPath(0)}`,
    method: 'POST',
    headers: headers(operation.who),
    body: side === 'api' ? operation.payload : '{}',
    ...options,
    timeout: 10,
    ...(payloads.length > 1
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => {
                const variant = next++ % payloads.length;
                return side === 'api'
                  ? { ...request, body: payloads[variant] }
                  : { ...request, path: floorPath(variant) };
              },
            },
          ],
        }
      : {}),
  });
}

/**
 * One measured side: autocannon's result and the CPU spent meanwhile by its server process, by PostgreSQL
 * and by autocannon itself. The three share the machine's cores: what the server may spend per request at
 * a given throughput is what the other two leave.
 */
async function measured(side: Side, operation: Operation) {
  const { pids } = side === 'api' ? api : floor;
  const serverCpuMs = () => {
    const each = pids.map((pid) => cpuMsOf(pid));
    return each.includes(null) ? null : (each as number[]).reduce((sum, ms) => sum + ms, 0);
  };
  const before = { server: serverCpuMs(), postgres: postgresCpuMs(), load: loadCpuMs() };
  const result = await load(side, operation, { connections, duration: seconds });
  const after = { server: serverCpuMs(), postgres: postgresCpuMs(), load: loadCpuMs() };
  const spent = (key: 'server' | 'load') => {
    const [from, to] = [before[key], after[key]];
    return from === null || to === null ? null : to - from;
  };
  return figures(result, {
    server: spent('server'),
    postgres: postgresSpent(before.postgres, after.postgres),
    load: spent('load'),
  });
}

const rankingCacheStats = () => api.ask<{ hits: number; misses: number }>({ rankingCache: 'stats' }, 'rankingCache');

const cpuSplit = (side: Figures) =>
  `server ${side.cpuMsPerRequest ?? '-'}, PostgreSQL ${side.postgresCpuMsPerRequest ?? '-'}, autocannon ${side.loadCpuMsPerRequest ?? '-'}`;

const loadBefore = os.loadavg()[0]!.toFixed(2);
const rows: Row[] = [];
for (const operation of operations) {
  // A warm-up of both sides (3 s: with 1 s, the first operation measured ran at up to twice its warm CPU
  // per request, V8 still compiling the server's paths), then the measured runs one after the other.
  await Promise.all([
    load('api', operation, { connections: 10, duration: 3 }),
    load('floor', operation, { connections: 5, duration: 3 }),
    load('prepared', operation, { connections: 5, duration: 3 }),
  ]);
  const cacheBefore = await rankingCacheStats();
  const apiFigures = await measured('api', operation);
  const cacheAfter = await rankingCacheStats();
  const cacheUsed = { hits: cacheAfter.hits - cacheBefore.hits, misses: cacheAfter.misses - cacheBefore.misses };
  const row: Row = {
    name: operation.name,
    label: operation.label,
    statements: statements[`${operation.name}/0`]!.length,
    api: apiFigures,
    floor: await measured('floor', operation),
    prepared: await measured('prepared', operation),
    ...(cacheUsed.hits + cacheUsed.misses ? { rankingCache: cacheUsed } : {}),
  };
  rows.push(row);
  console.log(
    `  ${operation.name}: API ${row.api.rps} req/s p50 ${row.api.p50} p99 ${row.api.p99} ms (${row.api.errors} errors, CPU ms/req: ${cpuSplit(row.api)}); floor ${row.floor.rps} req/s p50 ${row.floor.p50} p99 ${row.floor.p99} ms (${row.floor.errors} errors, CPU ms/req: ${cpuSplit(row.floor)}); prepared floor ${row.prepared.rps} req/s p50 ${row.prepared.p50} p99 ${row.prepared.p99} ms (${row.prepared.errors} errors, CPU ms/req: ${cpuSplit(row.prepared)})`,
  );
}
const loadAfter = os.loadavg()[0]!.toFixed(2);
// autocannon stops at its deadline without waiting for the answers under way: let them land first.
await new Promise((resolve) => setTimeout(resolve, 3_000));
await floor.stop();
await api.stop();
const sizes = await one<{ freelances: number; missions: number; matches: number; notifications: number }>(
  `SELECT (SELECT count(*) FROM freelances)::int AS freelances, (SELECT count(*) FROM missions)::int AS missions,
   (SELECT count(*) FROM matches)::int AS matches, (SELECT count(*) FROM user_notifications)::int AS notifications`,
);
await pool.end();

const report = apiLoadReport(rows, {
  connections,
  seconds,
  workers,
  cores: os.cpus().length,
  load: [loadBefore, loadAfter],
  sizes,
});
fs.writeFileSync(path.join(resultsDir, 'api-load.md'), `# API load\n\n${report}`);
fs.writeFileSync(
  path.join(resultsDir, 'api-load.json'),
  `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, workers, sizes, rows }, null, 2)}\n`,
);
console.log(report);
