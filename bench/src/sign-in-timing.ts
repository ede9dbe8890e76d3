/**
 * Account enumeration by timing: 200 sign-in checks of an unknown address and 200 of a known
 * address with a wrong password, interleaved in pairs (alternating which goes first), in-process
 * through the auth service on an embedded database. Prints the medians and the median of the paired
 * gaps; exits 1 when the gap reaches 5 ms. Run on a quiet machine:
 *   node --import tsx bench/src/sign-in-timing.ts
 */

import { checkCredentials } from '../../apps/api/src/modules/auth/auth.service';
import { makeFreelancer } from '../../apps/api/src/testing/factories';
import { createTestApp } from '../../apps/api/src/testing/test-app';

const SAMPLES = 200;
const LIMIT_MS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const app = await createTestApp();
try {
  const { user } = await makeFreelancer(app);
  const db = app.server.deps.db;
  const time = async (email: string) => {
    const start = performance.now();
    await checkCredentials(db, email, 'mauvais-mot');
    return performance.now() - start;
  };
  for (let i = 0; i < 10; i++) await time(user.email); // warm-up
  const known: number[] = [];
  const unknown: number[] = [];
  const gaps: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const knownFirst = i % 2 === 0;
    const a = await time(knownFirst ? user.email : `inconnu-${i}@exemple.fr`);
    const b = await time(knownFirst ? `inconnu-${i}@exemple.fr` : user.email);
    const [k, u] = knownFirst ? [a, b] : [b, a];
    known.push(k);
    unknown.push(u);
    gaps.push(k - u);
  }
  const result = {
    samples: SAMPLES,
    knownMedianMs: +median(known).toFixed(2),
    unknownMedianMs: +median(unknown).toFixed(2),
    medianGapMs: +median(gaps).toFixed(2),
    limitMs: LIMIT_MS,
  };
  console.log(JSON.stringify(result));
  process.exitCode = Math.abs(result.medianGapMs) < LIMIT_MS ? 0 : 1;
} finally {
  await app.stop();
}
