import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface Started {
  child: ChildProcess;
  port: number;
  /** The processes that serve: the child, or its workers when it runs several (BENCH_API_WORKERS). */
  pids: number[];
  /** Sends a message and waits for the first answer carrying `key`. */
  ask<T>(message: object, key: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Forks one of the bench's TypeScript processes (`api-process.ts`, `floor-server.ts`) and waits for
 * its `{ ready: port }`. Its output goes to this process's (the API logs at warn).
 */
export function startProcess(script: string, env: Record<string, string>, timeoutMs = 120_000): Promise<Started> {
  const child = fork(new URL(script, import.meta.url).pathname, [], {
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each process, to see where an operation's time goes;
    // BENCH_TRACE_GC=1: each garbage collection on the output (its pause, to read a p99 against).
    execArgv: [
      // As apps/api's start script: a young generation of 64 MB semi-spaces (16 by default) collects far less
      // often under load (docs/performance.md, tenth round). The floor gets it too.
      '--max-semi-space-size=64',
      '--import',
      'tsx',
      ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: object, key: string) => askOf<T>(child, message, key);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (message: { ready?: number; pids?: number[] }) => {
      if (message.ready === undefined) return;
      clearTimeout(timer);
      resolve({ child, port: message.ready, pids: message.pids ?? [child.pid!], ask, stop });
    });
  });
}

/** What answers messages: a forked process, or a cluster worker. */
interface Messenger {
  on(event: 'message', listener: (answer: Record<string, unknown>) => void): unknown;
  off(event: 'message', listener: (answer: Record<string, unknown>) => void): unknown;
  send(message: object): unknown;
}

/** Sends a message and waits for the first answer carrying `key`. */
export function askOf<T>(target: Messenger, message: object, key: string): Promise<T> {
  return new Promise<T>((resolve) => {
    const listener = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      target.off('message', listener);
      resolve(answer[key] as T);
    };
    target.on('message', listener);
    target.send(message);
  });
}

export const SESSION_COOKIE = 'orbite_session';

/** A signed-in session written straight into the sessions table (as sign-in does); returns its cookie. */
export async function benchSession(pool: pg.Pool, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, user_agent, ip_address, expires_at)
     VALUES ($1, $2, 'orbite-bench', '127.0.0.1', now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), userId],
  );
  return `${SESSION_COOKIE}=${token}`;
}

/** The environment of an API process on the bench database: production-like, logging warnings only. */
export function apiEnvironment(databaseUrl: string, port: number, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: process.env.BENCH_API_NODE_ENV ?? 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `/tmp/orbite-bench-api-${port}`,
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
    DEMO: 'false',
    FILES_SECRET: 'bench-files-secret-0123456789abcdef0123456789',
    ADDRESS_API_URL: '',
    ...extra,
  };
}
