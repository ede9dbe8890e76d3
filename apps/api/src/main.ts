import { loadConfig } from './config';
import { demoAccounts } from './db/seed/demo-accounts';
import { createServer } from './server';

const config = loadConfig();
const running = await createServer(config);

if (config.demo) {
  const lines = demoAccounts.map((a) => `  ${a.email.padEnd(24)} ${a.password}   ${a.label}`);
  console.log(`\nOrbite : ${running.url}\nComptes de démonstration :\n${lines.join('\n')}\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await running.stop();
    process.exit(0);
  });
}
