/**
 * `npm run bench:all`: the whole bench, one step after the other, then the figures into
 * docs/performance.md. Steps: seed (skipped with BENCH_SKIP_SEED=1), the matching and telescope
 * latencies, the API under load beside its floor, the web app's budget and audits, the live
 * notifications. BENCH_STEPS=seed,latency,api-load,web,subscriptions picks some; each step's own
 * options (BENCH_* variables) pass through. A step that fails is reported and the next ones still run.
 * Before each step after the first, the machine is given time to settle (the previous step's PostgreSQL
 * work, a server stopping): up to BENCH_SETTLE_SECONDS (120) until the load average of the last minute is
 * under BENCH_SETTLE_LOAD (1.0). Lighthouse's simulation multiplies the main thread's time by four, so the
 * web step measured right after the API load bench lost up to 5 points.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const steps: [name: string, script: string][] = [
  ['seed', 'seed.ts'],
  ['latency', 'bench.ts'],
  ['api-load', 'api-load.ts'],
  ['web', 'web.ts'],
  ['subscriptions', 'subscriptions.ts'],
];
const wanted = process.env.BENCH_STEPS?.split(',');
const failed: string[] = [];
const started = performance.now();
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 120);
const settleLoad = Number(process.env.BENCH_SETTLE_LOAD ?? 1.0);
const lastMinuteLoad = () => os.loadavg()[0] ?? 0;
/** Waits until the machine is quiet (load average under `settleLoad`), at most `settleSeconds`. */
async function settle() {
  const start = performance.now();
  while (lastMinuteLoad() >= settleLoad && performance.now() - start < settleSeconds * 1000)
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  const waited = (performance.now() - start) / 1000;
  if (waited >= 1)
    console.log(
      `(waited ${waited.toFixed(0)} s for the machine to settle: load average ${lastMinuteLoad().toFixed(2)})`,
    );
}

let first = true;
for (const [name, script] of steps) {
  if (wanted ? !wanted.includes(name) : name === 'seed' && process.env.BENCH_SKIP_SEED === '1') continue;
  if (!first) await settle();
  first = false;
  console.log(`\n=== ${name} ===`);
  const stepStart = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], {
    stdio: 'inherit',
    env: process.env,
  });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'done' : 'FAILED'} in ${((performance.now() - stepStart) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failed.push(name);
}
const docs = spawnSync(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('write-docs.ts', import.meta.url))],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
console.log(
  `\nbench:all in ${((performance.now() - started) / 60_000).toFixed(1)} min${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length || docs.status ? 1 : 0);
