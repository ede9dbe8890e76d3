/**
 * The web app's budget and audits. Builds the app (with Vite's manifest), starts a demo server on
 * it (embedded database, demo data), then in Debian's Chromium:
 * - sums the JavaScript the sign-in page loads (every script and modulepreload response, gzipped
 *   here at level 9), and checks that no chunk belonging only to an environment (freelancer,
 *   enterprise, back office: reachable only from its `src/areas/<env>/` pages in the manifest) is
 *   loaded there, and that an environment's pages load none of another's;
 * - runs axe (@axe-core/playwright) and Lighthouse (bench/lighthouse/run.mjs: performance and
 *   accessibility) on the sign-in page, the freelancer dashboard, the enterprise missions list and
 *   the back office funnel, signed in as the demo accounts.
 * Writes results/web.md and results/web.json. Options: BENCH_WEB_PORT (3182), BENCH_WEB_DIST
 * (apps/web/.bench-build; the server module that renders the signed-in pages goes to <dist>-server, which must
 * be inside the repository for it to find the web app's packages),
 * BENCH_WEB_RENDER=off (signed-in pages as frames rendered by the browser; default: rendered by the API, as in production),
 * BENCH_WEB_SKIP_BUILD=1,
 * BENCH_LIGHTHOUSE_PRESET=desktop (default mobile),
 * BENCH_LIGHTHOUSE_RUNS (3: each page's figures are its run of median performance), BENCH_LIGHTHOUSE_CALIBRATED=0
 * (skips the simulation of each load on the same phone whatever the machine, bench/lighthouse/run.mjs), BENCH_WEB_NODE_ENV
 * (production).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { print } from 'graphql';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { MISSIONS } from '../../apps/web/src/features/missions/missions-operations';
import {
  backofficeListConfig,
  missionListVariables,
  readMissionListUrl,
} from '../../apps/web/src/features/missions/missions-url';
import { resultsDir } from './bench-database';

const repo = new URL('../../', import.meta.url).pathname;
const port = Number(process.env.BENCH_WEB_PORT ?? 3182);
// Inside the repository: the server module requires the web app's packages from node_modules.
const dist = process.env.BENCH_WEB_DIST ?? path.join(repo, 'apps/web/.bench-build');
const dataDir = process.env.BENCH_WEB_DATA ?? `/tmp/orbite-bench-web-data-${port}`;
const base = `http://localhost:${port}`;
const JS_BUDGET_KB = 200;
const TARGET_PERFORMANCE = 90;
const TARGET_ACCESSIBILITY = 95;
const environments = ['freelancer', 'enterprise', 'backoffice'] as const;
type Environment = (typeof environments)[number];

if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
  console.log(`Building the web app into ${dist}`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest'], {
    cwd: path.join(repo, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync('npx', ['vite', 'build', '--ssr', '--outDir', `${dist}-server`, '--emptyOutDir'], {
    cwd: path.join(repo, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// The manifest: which chunks only an environment's pages reach.
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
function reach(keys: string[]): Set<string> {
  const files = new Set<string>();
  const stack = [...keys];
  const seen = new Set<string>();
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    files.add(manifest[key].file);
    stack.push(...(manifest[key].imports ?? []));
  }
  return files;
}
const areaOf = (key: string) => environments.find((env) => key.startsWith(`src/areas/${env}/`)) ?? null;
const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || manifest[key]!.src);
const outside = reach(entryKeys.filter((key) => !areaOf(key)));
/** Reachable from an environment's pages and from nothing else (no other environment's, no shared entry). */
const reachedBy = Object.fromEntries(
  environments.map((env) => [env, reach(entryKeys.filter((key) => areaOf(key) === env))]),
) as Record<Environment, Set<string>>;
const chunksOf = Object.fromEntries(
  environments.map((env) => [
    env,
    new Set(
      [...reachedBy[env]].filter(
        (file) => !outside.has(file) && environments.every((other) => other === env || !reachedBy[other].has(file)),
      ),
    ),
  ]),
) as Record<Environment, Set<string>>;
const gzipKb = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const sizeOfChunks = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(dist, file))), 0);

// A demo server on the build.
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: repo,
  env: {
    ...process.env,
    NODE_ENV: process.env.BENCH_WEB_NODE_ENV ?? 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: dist,
    WEB_RENDER: process.env.BENCH_WEB_RENDER === 'off' ? 'off' : `${dist}-server`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO: 'true',
    ADDRESS_API_URL: '',
    FILES_SECRET: 'bench-files-secret-0123456789abcdef0123456789',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));
for (let i = 0; ; i++) {
  if (server.exitCode !== null) throw new Error('the demo server stopped');
  const ok = await fetch(`${base}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  if (i > 300) throw new Error('the demo server did not start in 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

/** Every same-origin script the page loads (scripts and modulepreloads alike), with its gzipped size. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(base) || response.request().resourceType() !== 'script' || scripts.has(url)) return;
    scripts.set(
      url,
      response.body().then(gzipKb, () => 0),
    );
  });
  return async () =>
    new Map(
      await Promise.all([...scripts].map(async ([url, size]) => [new URL(url).pathname.slice(1), await size] as const)),
    );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function signIn(context: BrowserContext, env: Environment, email: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${base}/${env}/signin`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('signin'), { timeout: 30_000 });
  await page.close();
  const session = (await context.cookies(base)).find((cookie) => cookie.name === 'orbite_session');
  if (!session) throw new Error(`no session cookie after signing in as ${email}`);
  return `${session.name}=${session.value}`;
}

// 1. The sign-in pages' JavaScript.
const signInPages: Record<Environment, string> = {
  freelancer: '/freelancer/signin',
  enterprise: '/enterprise/signin',
  backoffice: '/backoffice/signin',
};
const signInJs: { path: string; kb: number; chunks: number; leaked: string[]; largest: [string, number][] }[] = [];
for (const pathname of Object.values(signInPages)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${base}${pathname}`);
  await settle(page);
  const loaded = await scripts();
  const leaked = [...loaded.keys()].filter((file) => environments.some((env) => chunksOf[env].has(file)));
  signInJs.push({
    path: pathname,
    kb: [...loaded.values()].reduce((sum, kb) => sum + kb, 0),
    chunks: loaded.size,
    leaked,
    largest: [...loaded].sort((a, b) => b[1] - a[1]).slice(0, 10),
  });
  await context.close();
}

// 2. Signed in: each environment's page, its JavaScript, axe.
const accounts: Record<Environment, string> = {
  freelancer: 'freelance@demo.fr',
  enterprise: 'client@demo.fr',
  backoffice: 'equipe@demo.fr',
};
const contexts = {} as Record<Environment, BrowserContext>;
const cookies = {} as Record<Environment, string>;
for (const env of environments) {
  contexts[env] = await browser.newContext();
  cookies[env] = await signIn(contexts[env], env, accounts[env]);
}
const funnelMission = await contexts.backoffice.request.post(`${base}/graphql`, {
  data: {
    operationName: 'Missions',
    query: print(MISSIONS),
    variables: missionListVariables(readMissionListUrl(new URLSearchParams('mode=matching'), backofficeListConfig)),
  },
});
const missionId = ((await funnelMission.json()) as { data: { missions: { items: { id: string }[] } } }).data.missions
  .items[0]?.id;
if (!missionId) throw new Error('no mission in matching in the demo data for the funnel');

// The signed-in pages are measured as served: check that the API renders them (or that it does not, when asked).
const rendered = await contexts.freelancer.request.get(`${base}/freelancer/dashboard`);
const renderTiming = rendered.headers()['server-timing'] ?? '';
if ((process.env.BENCH_WEB_RENDER === 'off') === renderTiming.startsWith('render')) {
  throw new Error(
    `the dashboard was ${renderTiming ? 'rendered by the API' : 'served as a frame'}: see the demo server's warnings above`,
  );
}

const pages: { name: string; env: Environment | null; path: string }[] = [
  { name: 'sign-in', env: null, path: signInPages.freelancer },
  { name: 'freelancer dashboard', env: 'freelancer', path: '/freelancer/dashboard' },
  { name: 'enterprise missions list', env: 'enterprise', path: '/enterprise/missions' },
  { name: 'back office funnel', env: 'backoffice', path: `/backoffice/funnel/${missionId}` },
];

interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  html: string[];
}
const audits: { name: string; path: string; jsKb: number; foreign: string[]; axe: AxeFinding[] }[] = [];
for (const target of pages) {
  const context = target.env ? contexts[target.env] : await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${base}${target.path}`);
  await settle(page);
  const loaded = await scripts();
  const foreign = [...loaded.keys()].filter((file) =>
    environments.some((env) => env !== target.env && chunksOf[env].has(file)),
  );
  const result = await new AxeBuilder({ page }).analyze();
  audits.push({
    name: target.name,
    path: target.path,
    jsKb: [...loaded.values()].reduce((sum, kb) => sum + kb, 0),
    foreign,
    axe: result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact!,
        help: violation.help,
        targets: violation.nodes.slice(0, 6).map((node) => node.target.join(' ')),
        html: violation.nodes.slice(0, 6).map((node) => node.html.replace(/\s+/g, ' ').slice(0, 160)),
      })),
  });
  await page.close();
  if (!target.env) await context.close();
}
await browser.close();

// 3. Lighthouse, from its own folder (installed there on first use: a fresh clone has only the workspaces').
const lighthouseDir = path.join(repo, 'bench/lighthouse');
if (!fs.existsSync(path.join(lighthouseDir, 'node_modules/lighthouse/package.json'))) {
  console.log('Installing Lighthouse in bench/lighthouse (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: lighthouseDir, stdio: 'inherit' });
}
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lighthouseInput = path.join(resultsDir, 'lighthouse-input.json');
const lighthouseOutput = path.join(resultsDir, 'lighthouse.json');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  lighthouseInput,
  JSON.stringify({
    preset: process.env.BENCH_LIGHTHOUSE_PRESET ?? 'mobile',
    runs: lighthouseRuns,
    calibrated: process.env.BENCH_LIGHTHOUSE_CALIBRATED !== '0',
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pages: pages.map((page) => ({
      name: page.name,
      url: `${base}${page.path}`,
      cookie: page.env ? cookies[page.env] : undefined,
    })),
  }),
);
execFileSync(process.execPath, [path.join(lighthouseDir, 'run.mjs'), lighthouseInput, lighthouseOutput], {
  stdio: 'inherit',
});
fs.rmSync(lighthouseInput);
const lighthouse = JSON.parse(fs.readFileSync(lighthouseOutput, 'utf8')) as {
  name: string;
  finalUrl: string;
  runtimeError: string | null;
  performance: number;
  /** The performance of every run, lowest first. */
  runs: number[];
  /** Lighthouse's measure of the machine's speed at each run, lowest first. */
  benchmarkIndexes: number[];
  accessibility: number;
  metrics: Record<string, string | null>;
  failedAccessibility: { id: string; title: string; selectors: string[] }[];
  opportunities: { id: string; title: string; savingsMs: number }[];
  /** The same page on the same simulated phone whatever the machine: the CPU slowdown scaled to its index. */
  calibrated: {
    /** The slowdown of the median run, and of every run, lowest first. */
    slowdown: number;
    slowdowns: number[];
    performance: number;
    runs: number[];
    metrics: Record<string, string | null>;
  } | null;
}[];

for (const context of Object.values(contexts)) await context.close();
server.kill('SIGTERM');
await serverExited;

// 4. The report.
const kb = (value: number) => value.toFixed(1);
/** " (lowest-highest)" of several runs' performance, lowest first. */
const rangeOf = (runs: number[]) => (runs.length > 1 ? ` (${runs[0]}-${runs.at(-1)})` : '');
const lines = [
  `Run ${new Date().toISOString()} on the demo data; Lighthouse preset ${process.env.BENCH_LIGHTHOUSE_PRESET ?? 'mobile'}, Chromium ${execFileSync(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ['--version'],
  )
    .toString()
    .trim()}.`,
  '',
  `### JavaScript of the sign-in page (budget ${JS_BUDGET_KB} kB gzipped)`,
  '',
  '| page | scripts loaded | gzipped kB | chunks of an environment loaded | within budget |',
  '| --- | --- | --- | --- | --- |',
  ...signInJs.map(
    (row) =>
      `| \`${row.path}\` | ${row.chunks} | ${kb(row.kb)} | ${row.leaked.length ? row.leaked.join(', ') : 'none'} | ${row.kb <= JS_BUDGET_KB && !row.leaked.length ? 'yes' : 'no'} |`,
  ),
  '',
  `Largest scripts of \`${signInJs[0]!.path}\` (gzipped kB; shared by several environments when reachable from more than one): ${signInJs[0]!.largest
    .map(
      ([file, size]) =>
        `${file} ${kb(size)}${environments.some((env) => reachedBy[env].has(file)) ? ` (${environments.filter((env) => reachedBy[env].has(file)).join('+')})` : ''}`,
    )
    .join(', ')}.`,
  '',
  `Chunks reachable only from an environment's pages (Vite manifest): ${environments.map((env) => `${env} ${chunksOf[env].size} (${kb(sizeOfChunks(chunksOf[env]))} kB gzipped)`).join(', ')}; loaded on demand when none of them is among the sign-in page's scripts.`,
  '',
  '### Lighthouse and axe',
  '',
  `Targets: performance ${TARGET_PERFORMANCE} or more, accessibility ${TARGET_ACCESSIBILITY} or more, no serious or critical axe violation. Each page is audited ${lighthouseRuns} times; its figures are those of the run of median performance, the range in brackets (Lighthouse's simulation multiplies the main thread's observed work by 4, and the demo server shares this machine's cores).`,
  '',
  `Lighthouse's \`benchmarkIndex\` (the machine's speed as it measures it: its CPU throttling calculator pairs the 4x slowdown with about 1,530, 3x with 1,300 and 6x with 2,000, so a faster machine gains points on the same page and a slower one loses them): ${Math.min(...lighthouse.flatMap((lh) => lh.benchmarkIndexes))}-${Math.max(...lighthouse.flatMap((lh) => lh.benchmarkIndexes))} in these runs.`,
  '',
  "| page | JS loaded, gzipped kB | other environments' chunks | performance | accessibility | FCP | LCP | TBT | CLS | axe serious/critical |",
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...audits.map((audit, i) => {
    const lh = lighthouse[i]!;
    return `| ${audit.name} (\`${audit.path}\`) | ${kb(audit.jsKb)} | ${audit.foreign.length || 'none'} | ${lh.performance}${rangeOf(lh.runs)} | ${lh.accessibility} | ${lh.metrics.fcp} | ${lh.metrics.lcp} | ${lh.metrics.tbt} | ${lh.metrics.cls} | ${audit.axe.length} |`;
  }),
  ...(lighthouse.some((lh) => lh.calibrated)
    ? [
        '',
        `The same loads simulated on the same phone whatever the machine: the CPU slowdown scaled to the index Lighthouse measured at each load, so that an index of 1,530 gets the preset's 4x, a machine twice as fast 8x. These figures compare across machines; those above move with the machine.`,
        '',
        '| page | CPU slowdown | performance | FCP | LCP | TBT | CLS |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...audits.flatMap((audit, i) => {
          const c = lighthouse[i]!.calibrated;
          return c
            ? [
                `| ${audit.name} | ${c.slowdowns[0]}-${c.slowdowns.at(-1)}x | ${c.performance}${rangeOf(c.runs)} | ${c.metrics.fcp} | ${c.metrics.lcp} | ${c.metrics.tbt} | ${c.metrics.cls} |`,
              ]
            : [];
        }),
      ]
    : []),
  '',
  ...audits.flatMap((audit, i) => {
    const lh = lighthouse[i]!;
    const found = [
      ...audit.axe.map(
        (v) =>
          `- axe ${v.impact} \`${v.id}\` (${v.help}): ${v.targets.map((t, n) => `\`${t}\` (\`${v.html[n]?.replace(/`/g, "'")}\`)`).join(', ')}`,
      ),
      ...lh.failedAccessibility.map(
        (a) =>
          `- Lighthouse \`${a.id}\` (${a.title})${a.selectors.length ? `: ${a.selectors.map((s) => `\`${s}\``).join(', ')}` : ''}`,
      ),
      ...lh.opportunities.map((o) => `- Lighthouse opportunity \`${o.id}\` (${o.title}): about ${o.savingsMs} ms`),
      ...(lh.runtimeError ? [`- Lighthouse error: ${lh.runtimeError}`] : []),
      ...(lh.finalUrl !== `${base}${audit.path}` ? [`- Lighthouse ended on ${lh.finalUrl}`] : []),
    ];
    return found.length ? [`**${audit.name}**`, '', ...found, ''] : [];
  }),
];
const report = lines.join('\n');
fs.writeFileSync(path.join(resultsDir, 'web.md'), `# Web\n\n${report}\n`);
fs.writeFileSync(
  path.join(resultsDir, 'web.json'),
  `${JSON.stringify({ date: new Date().toISOString(), signInJs, audits, lighthouse }, null, 2)}\n`,
);
console.log(report);
