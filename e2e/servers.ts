import path from 'node:path';

/**
 * The end-to-end suite can run its spec files on E2E_WORKERS workers (1 by default), each against its own demo
 * server on its own port and data folder: worker n (its parallel index, kept when a failed worker is replaced) talks
 * to E2E_PORT + n only, so that no test sees another worker's writes. On this project's two-core machines two
 * workers keep both cores busy (Chromium, the servers' renders) and took the suite from 5.4 to 5.0 minutes only,
 * with more tests failing on time, so CI keeps one; a developer with more cores can set more.
 */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const firstPort = Number(process.env.E2E_PORT ?? 3310);

export function portOf(parallelIndex: number): number {
  return firstPort + parallelIndex;
}

/** Each port gets its own data folder, so that runs on different ports do not wipe each other's database. */
export function dataDirOf(port: number): string {
  return path.resolve(import.meta.dirname, `.data/port-${port}`);
}
