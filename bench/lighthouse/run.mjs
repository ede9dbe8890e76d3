/**
 * Lighthouse (performance and accessibility) on a list of pages, in Debian's Chromium. Kept in this
 * folder so that `lighthouse` resolves from its own node_modules (out of the workspaces).
 * Usage: node bench/lighthouse/run.mjs <input.json> <output.json>, where the input is
 * `{ pages: [{ name, url, cookie? }], preset?: 'mobile' | 'desktop', chromePath? }`. A page with a
 * cookie is audited with it sent on every request (extraHeaders). Writes, per page, the two scores,
 * the main metrics, the failed accessibility audits with their selectors and the top performance
 * opportunities.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [inputFile, outputFile] = process.argv.slice(2);
const input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
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
const results = [];
try {
  for (const page of input.pages) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    };
    const runner = await lighthouse(page.url, flags, input.preset === 'desktop' ? desktopConfig : undefined);
    const lhr = runner.lhr;
    const audits = lhr.audits;
    const accessibilityRefs = lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0);
    results.push({
      name: page.name,
      url: page.url,
      finalUrl: lhr.finalDisplayedUrl,
      runtimeError: lhr.runtimeError?.message ?? null,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metrics: Object.fromEntries(
        Object.entries(metricIds).map(([key, id]) => [key, audits[id]?.displayValue ?? null]),
      ),
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
    });
    console.log(
      `lighthouse ${page.name}: performance ${results.at(-1).performance}, accessibility ${results.at(-1).accessibility}`,
    );
  }
} finally {
  await chrome.kill();
}
fs.writeFileSync(outputFile, `${JSON.stringify(results, null, 2)}\n`);
