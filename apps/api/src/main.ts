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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    stopJobs();
    stopDelivery();
    stopImports();
    await running.stop();
    process.exit(0);
  });
}
