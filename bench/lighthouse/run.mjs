/**
 * Lighthouse (performance and accessibility) on a list of pages, in Debian's Chromium. Kept in this
 * folder so that `lighthouse` resolves from its own node_modules (out of the workspaces).
 * Usage: node bench/lighthouse/run.mjs <input.json> <output.json>, where the input is
 * `{ pages: [{ name, url, cookie? }], preset?: 'mobile' | 'desktop', chromePath? }`. A page with a
 * cookie is audited with it sent on every request (extraHeaders). Each page is audited `runs` times (input,
 * default 3): Lighthouse's simulation multiplies the main thread's observed work by 4, so a run on this
 * shared machine moves by several points; the report is the run of median performance, with the range.
 * Writes, per page, the two scores, the main metrics, the failed accessibility audits with their selectors
 * and the top performance opportunities. BENCH_LIGHTHOUSE_REPORTS=<dir> also keeps each run's whole report there
 * (its main-thread breakdown, long tasks and scripts' boot-up time: where the blocking time goes). Each result
 * carries Lighthouse's `benchmarkIndex` of its runs: the machine's speed, which moves the score as much as the page.
 *
 * With the mobile preset, each run's load is audited twice (Lighthouse's gather and audit modes: the page is loaded
 * once, its trace simulated twice): with the preset, and on the same simulated phone whatever the machine
 * (`calibrated`, unless the input says `calibrated: false`), the CPU slowdown scaled to the index Lighthouse measured
 * at that very load, so that a machine of index REFERENCE_INDEX gets the preset's 4x (Lighthouse's CPU throttling
 * calculator pairs 4x with about 1,530), a machine twice as fast 8x, a slower one less. These figures compare across
 * machines; the preset's move with them. The simulation alone changes (the load is not throttled), which is why the
 * saved load's settings may be given the new slowdown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [inputFile, outputFile] = process.argv.slice(2);
const input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
const config = input.preset === 'desktop' ? desktopConfig : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: input.chromePath ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const metricIds = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};
const runs = Math.max(1, Number(input.runs ?? 3));
/** The machine index at which the mobile preset's 4x CPU slowdown simulates its reference phone. */
const REFERENCE_INDEX = 1530;
const PRESET_SLOWDOWN = 4;
const calibrating = input.preset !== 'desktop' && input.calibrated !== false;

/** The run of median performance among `audited`, with every run's performance and machine index. */
function medianOf(audited) {
  audited.sort((a, b) => a.performance - b.performance);
  const median = audited[Math.floor((audited.length - 1) / 2)];
  return {
    ...median,
    runs: audited.map((result) => result.performance),
    benchmarkIndexes: audited.map((result) => result.benchmarkIndex).sort((a, b) => a - b),
  };
}
const results = [];
const loads = fs.mkdtempSync(path.join(os.tmpdir(), 'orbite-lighthouse-'));
try {
  for (const page of input.pages) {
    const audited = [];
    const again = [];
    for (let run = 0; run < runs; run++) {
      const load = path.join(loads, `${run}`);
      await lighthouse(page.url, { ...flagsOf(page), gatherMode: load }, config);
      audited.push(await audit(page, load));
      if (calibrating) again.push(await audit(page, load, calibratedSlowdown(load)));
    }
    const median = medianOf(audited);
    console.log(
      `lighthouse ${page.name}: performance ${median.performance} (runs ${median.runs.join(', ')}), accessibility ${median.accessibility}`,
    );
    let calibrated = null;
    if (calibrating) {
      const { performance, runs: all, metrics, slowdown } = medianOf(again);
      const slowdowns = again.map((result) => result.slowdown).sort((a, b) => a - b);
      calibrated = { slowdown, slowdowns, performance, runs: all, metrics };
      console.log(
        `lighthouse ${page.name}, CPU ${slowdowns[0]}-${slowdowns.at(-1)}x (calibrated): performance ${performance} (runs ${all.join(', ')})`,
      );
    }
    results.push({ ...median, calibrated });
  }
} finally {
  await chrome.kill();
  fs.rmSync(loads, { recursive: true, force: true });
}
fs.writeFileSync(outputFile, `${JSON.stringify(results, null, 2)}\n`);

/** Lighthouse's flags for a page: its cookie sent on every request. */
function flagsOf(page) {
  return {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  };
}

/**
 * The CPU slowdown that simulates the reference phone on the machine as Lighthouse measured it during this load; the
 * saved load's settings take it, as Lighthouse audits a load with the settings it was gathered with.
 */
function calibratedSlowdown(load) {
  const file = path.join(load, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
  const slowdown = Math.round(((PRESET_SLOWDOWN * artifacts.BenchmarkIndex) / REFERENCE_INDEX) * 10) / 10;
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  return slowdown;
}

/**
 * The audit of a saved load of a page: its scores, metrics, failed accessibility audits and top opportunities; with
 * `slowdown`, the CPU slowdown the simulation applies instead of the preset's.
 */
async function audit(page, load, slowdown) {
  const flags = {
    ...flagsOf(page),
    auditMode: load,
    ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
  };
  const runner = await lighthouse(page.url, flags, config);
  const lhr = runner.lhr;
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
    const file = `${page.name.replace(/\W+/g, '-')}${slowdown ? '-calibrated' : ''}-${Date.now()}.json`;
    fs.writeFileSync(`${process.env.BENCH_LIGHTHOUSE_REPORTS}/${file}`, JSON.stringify(lhr));
  }
  const audits = lhr.audits;
  const accessibilityRefs = lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0);
  return {
    name: page.name,
    url: page.url,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    // Lighthouse's measure of the machine's speed: its CPU throttling calculator pairs the 4x slowdown with about 1,530.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    metrics: Object.fromEntries(Object.entries(metricIds).map(([key, id]) => [key, audits[id]?.displayValue ?? null])),
    failedAccessibility: accessibilityRefs
      .filter((ref) => audits[ref.id] && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ({
        id: ref.id,
        title: audits[ref.id].title,
        selectors: (audits[ref.id].details?.items ?? [])
          .map((item) => item.node?.selector)
          .filter(Boolean)
          .slice(0, 8),
      })),
    opportunities: Object.values(audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 100)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 4)
      .map((audit) => ({ id: audit.id, title: audit.title, savingsMs: Math.round(audit.numericValue ?? 0) })),
  };
}
