/*
 * The API on every core (API_WORKERS, platform/workers.ts): the real `main.ts` as a primary and its workers
 * sharing one port, on PostgreSQL and Redis (the integration suite's servers; skipped without them, as the
 * embedded database belongs to one process). A worker killed is replaced; SIGTERM stops them all cleanly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { freePort, untilReady } from '../testing/api-process';
import { eventually } from '../testing/live';
import { type createScratchDatabase, migratedScratchDatabase, TestClient } from '../testing/test-app';
import { workersProblem } from './workers';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const apiMain = new URL('../main.ts', import.meta.url).pathname;

function startMain(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', apiMain], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', SEED_DEMO: 'false', DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** The processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(entry)] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('API_WORKERS', () => {
  it('is a number or auto, and refuses a configuration its workers could not share', () => {
    const base = { DATABASE_URL: 'postgres://db.example/orbite', REDIS_URL: 'redis://cache.example' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...base, API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...base, API_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(() => loadConfig({ API_WORKERS: '0' })).toThrow();
    expect(workersProblem(loadConfig({ ...base, API_WORKERS: '2' }))).toBeNull();
    expect(workersProblem(loadConfig({ REDIS_URL: base.REDIS_URL, API_WORKERS: '2' }))).toMatch(/DATABASE_URL/);
    expect(workersProblem(loadConfig({ DATABASE_URL: base.DATABASE_URL, API_WORKERS: '2' }))).toMatch(/REDIS_URL/);
  });

  it('stops at once, saying why, on the embedded database', async () => {
    const started = startMain({ API_WORKERS: '2', DATABASE_URL: undefined, REDIS_URL: undefined, PORT: '0' });
    expect(await started.exited).toBe(1);
    expect(started.stderr()).toMatch(/API_WORKERS > 1 needs DATABASE_URL/);
  });
});

describe.skipIf(!serverUrl || !redisUrl)('the API on two workers', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;
  let primary: ReturnType<typeof startMain>;
  let url: string;
  let port: number;

  beforeAll(async () => {
    scratch = await migratedScratchDatabase(serverUrl as string, 'orbite_workers');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbite-workers-'));
    port = await freePort();
    primary = startMain({
      API_WORKERS: '2',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
    });
    url = await untilReady(port, primary.child);
    // /ready answers once the first worker listens; the second follows it.
    expect(await eventually(() => childrenOf(primary.child.pid!).length === 2, 30_000)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    if (primary?.child.exitCode === null) primary.child.kill('SIGKILL');
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from both, and replaces a worker that dies', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => new TestClient(url).gql('{ __typename }').then((response) => response.data)),
    );
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ __typename: 'Query' })));

    const [victim, survivor] = childrenOf(primary.child.pid!);
    process.kill(victim!, 'SIGKILL');
    expect(
      await eventually(() => {
        const workers = childrenOf(primary.child.pid!);
        return workers.length === 2 && !workers.includes(victim!) && workers.includes(survivor!);
      }, 30_000),
    ).toBe(true);
    await untilReady(port, primary.child);
    expect((await new TestClient(url).gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  }, 60_000);

  it('stops every worker gracefully on SIGTERM, then exits 0', async () => {
    const workers = childrenOf(primary.child.pid!);
    expect(workers).toHaveLength(2);
    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  }, 30_000);
});
