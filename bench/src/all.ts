/**
 * `npm run bench:all`: the whole bench, one step after the other, then the figures into
 * docs/performance.md. Steps: seed (skipped with BENCH_SKIP_SEED=1), the matching and telescope
 * latencies, the API under load beside its floor, the web app's budget and audits, the live
 * notifications. BENCH_STEPS=seed,latency,api-load,web,subscriptions picks some; each step's own
 * options (BENCH_* variables) pass through. A step that fails is reported and the next ones still run.
 */
import { spawnSync } from 'node:child_process';
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
for (const [name, script] of steps) {
  if (wanted ? !wanted.includes(name) : name === 'seed' && process.env.BENCH_SKIP_SEED === '1') continue;
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
