import { loadConfig } from './config';
import { demoAccounts } from './db/seed/demo-accounts';
import { startProfileImportWorker } from './modules/freelancers/profile-imports.worker';
import { startNotificationDelivery } from './modules/notifications/notifications.delivery';
import { startDailyJobs } from './platform/jobs';
import { createServer } from './server';

const config = loadConfig();
const running = await createServer(config);
// The daily jobs run in the product's process, not in tests (which call runDailyJobs themselves).
const stopJobs = startDailyJobs(running.deps);
// Notification mails leave every 30 s (grouped, within each user's budget); tests call the pass themselves.
const stopDelivery = startNotificationDelivery(running.deps);
// Profile imports (LinkedIn, CV) are read every 2 s; tests call runProfileImportPass themselves.
const stopImports = startProfileImportWorker(running.deps);

if (config.demo) {
  const lines = demoAccounts.map((a) => `  ${a.email.padEnd(24)} ${a.password}   ${a.label}`);
  console.log(`\nOrbite : ${running.url}\nComptes de démonstration :\n${lines.join('\n')}\n`);
}

/**
 * SIGTERM (or Ctrl-C): stop the timers, then the server stops gracefully (/ready 503, no new
 * connection, requests in flight finish within SHUTDOWN_TIMEOUT_MS, subscriptions closed with
 * 1001). A second signal exits at once.
 */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
/** Behind a load balancer, how long /ready answers 503 before the listener closes (its health-check period). */
const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
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
  });
}
