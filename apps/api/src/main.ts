import cluster from 'node:cluster';
import { type Config, loadConfig } from './config';
import { demoAccounts } from './db/seed/demo-accounts';
import { startProfileImportWorker } from './modules/freelancers/profile-imports.worker';
import { startNotificationDelivery } from './modules/notifications/notifications.delivery';
import { startDailyJobs } from './platform/jobs';
import { createLogger } from './platform/logger';
import { runPrimary, runsBackgroundWork, workersProblem } from './platform/workers';
import { createServer } from './server';

/**
 * SIGTERM (or Ctrl-C): stop the timers, then the server stops gracefully (/ready 503, no new
 * connection, requests in flight finish within SHUTDOWN_TIMEOUT_MS, subscriptions closed with
 * 1001). A second signal exits at once.
 */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
/** Behind a load balancer, how long /ready answers 503 before the listener closes (its health-check period). */
const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);

const config = loadConfig();
const problem = workersProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary)
  await runPrimary({
    count: config.workers,
    logger: createLogger(config.logLevel),
    // The workers' own graceful stop (drain, then in-flight requests), and a margin.
    stopTimeoutMs: shutdownDrainMs + shutdownTimeoutMs + 5_000,
  });
else await serve(config);

/** One API process: the whole API, alone or as one of the cluster's workers (platform/workers.ts). */
async function serve(config: Config) {
  const running = await createServer(config);
  // The background work runs in the product's process (the first worker of a cluster), not in tests.
  const background = runsBackgroundWork();
  // The daily jobs (tests call runDailyJobs themselves); each runs under a lock, once across processes.
  const stopJobs = background ? startDailyJobs(running.deps) : () => {};
  // Notification mails leave every 30 s (grouped, within each user's budget); tests call the pass themselves.
  const stopDelivery = background ? startNotificationDelivery(running.deps) : () => {};
  // Profile imports (LinkedIn, CV) are read every 2 s; tests call runProfileImportPass themselves.
  const stopImports = background ? startProfileImportWorker(running.deps) : () => {};

  if (config.demo && background) {
    const lines = demoAccounts.map((a) => `  ${a.email.padEnd(24)} ${a.password}   ${a.label}`);
    console.log(`\nOrbite : ${running.url}\nComptes de démonstration :\n${lines.join('\n')}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    running.deps.logger.info({ signal }, 'shutting down');
    stopJobs();
    stopDelivery();
    stopImports();
    try {
      await running.stop({ timeoutMs: shutdownTimeoutMs, drainMs: shutdownDrainMs });
      running.deps.logger.info('stopped');
      process.exit(0);
    } catch (error) {
      running.deps.logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  if (cluster.isWorker) {
    // The primary stops its workers with SIGTERM; Ctrl-C reaches every process of the terminal, and only the
    // primary answers it (a worker counting it too would take the primary's SIGTERM for a second signal).
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => {});
    // A primary gone (killed) leaves its workers without a supervisor: they stop too.
    process.on('disconnect', () => void stop('disconnect'));
  } else for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}
