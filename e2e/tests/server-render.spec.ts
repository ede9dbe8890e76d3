import fs from 'node:fs';
import { signIn } from './helpers';
import { expect, type Frame, type Page, test } from './test';

/*
 * A signed-in page comes rendered by the server (apps/api/src/platform/page-render.ts): its HTML holds the
 * page with the user's data and Apollo's cache, and the browser hydrates it (main.tsx) without asking again
 * and without a mismatch (React reports one as a page error and renders the page again).
 */

/** Counts, in `window.__created`, the elements the page's scripts add under #root (not those the HTML parser adds). */
function countCreatedElements() {
  const counter = window as unknown as { __created: number };
  // Added once per load() on the same page: the first one counts.
  if (counter.__created !== undefined) return;
  counter.__created = 0;
  let parsed = false;
  document.addEventListener('DOMContentLoaded', () => {
    parsed = true;
  });
  new MutationObserver((records) => {
    if (!parsed) return;
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && node.closest('#root'))
          counter.__created += 1 + node.querySelectorAll('*').length;
      });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Loads a page in the same browser, recording its document's HTML, its GraphQL requests, its errors and how many
 * elements its scripts created in #root once the HTML was parsed (a hydrated page creates next to none).
 */
async function load(page: Page, path: string) {
  const errors: string[] = [];
  const queries: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  // Only the new document's: the page before it may still have queries in flight when the navigation starts.
  let navigated = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) navigated = true;
  };
  const onRequest = (request: { url(): string; method(): string; postDataJSON(): unknown }) => {
    if (navigated && request.url().endsWith('/graphql') && request.method() === 'POST')
      queries.push(String((request.postDataJSON() as { operationName?: string }).operationName));
  };
  await page.waitForLoadState('networkidle');
  await page.addInitScript(countCreatedElements);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('framenavigated', onNavigated);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  // Hydration is done in a transition, after the app's modules: time for a mismatch to be reported.
  await page.waitForTimeout(500);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  page.off('framenavigated', onNavigated);
  const created = await page.evaluate(() => (window as unknown as { __created: number }).__created);
  return { html, errors, queries, created, headers: response?.headers() ?? {} };
}

/**
 * Elements a hydrated page may create: parts the server cannot know (the back office's search box depends on a
 * media query: 10 elements). A list or a section rendered again in the browser creates far more.
 */
const CREATED_AT_MOST = 25;

/** The text of the HTML's #root, tags removed. */
const rootText = (html: string) =>
  (html.split(/<div id="root"[^>]*>/)[1] ?? '')
    .split('<script type="application/json"')[0]!
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test('the freelancer’s dashboard comes rendered with its data, hydrates, and works', async ({ page }) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/dashboard/);
  const { html, errors, headers, created } = await load(page, '/freelancer/dashboard');

  expect(rootText(html)).toContain('Bonjour Julien !');
  expect(rootText(html)).toContain('Missions pour vous');
  expect(html).toContain('<script type="application/json" id="orbite-state" data-locale="fr-FR">');
  // No inline script: the CSP refuses them (React's streaming scripts would never run).
  expect(html.match(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>/g) ?? []).toEqual([]);
  // The user's page: never kept by a cache.
  expect(headers['cache-control']).toBe('private, no-store');
  expect(errors).toEqual([]);
  expect(created).toBeLessThan(CREATED_AT_MOST);

  // Hydrated: the links navigate within the app, the page's controls answer.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Mes missions' }).click();
  await expect(page).toHaveURL(/\/freelancer\/missions/);
  await expect(page.getByRole('heading', { name: 'Mes missions', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the client’s missions list and the team’s funnel hydrate without a mismatch', async ({ browser }) => {
  const client = await (await browser.newContext()).newPage();
  await signIn(client, 'enterprise', 'client@demo.fr');
  await expect(client).not.toHaveURL(/signin/);
  const missions = await load(client, '/enterprise/missions');
  expect(rootText(missions.html)).toContain('Missions');
  expect(missions.html).toContain('id="orbite-state"');
  expect(missions.errors).toEqual([]);
  expect(missions.created).toBeLessThan(CREATED_AT_MOST);

  const team = await (await browser.newContext()).newPage();
  await signIn(team, 'backoffice', 'equipe@demo.fr');
  await expect(team).not.toHaveURL(/signin/);
  const answer = await team.request.post('/graphql', {
    data: { query: 'query { missions(mode: matching, limit: 25) { items { id title } } }' },
  });
  const candidates = ((await answer.json()) as { data: { missions: { items: { id: string; title: string }[] } } }).data
    .missions.items;
  // The newest mission in matching that has matches (another test may have left a new one without any).
  let mission: { id: string; title: string } | undefined;
  let matches: { funnelColumn: string }[] = [];
  for (const candidate of candidates) {
    const matchesAnswer = await team.request.post('/graphql', {
      data: { query: `query { missionMatches(missionId: "${candidate.id}") { id funnelColumn } }` },
    });
    matches = ((await matchesAnswer.json()) as { data: { missionMatches: { funnelColumn: string }[] } }).data
      .missionMatches;
    mission = candidate;
    if (matches.length > 0) break;
  }
  expect(mission).toBeTruthy();
  const perColumn = new Map<string, number>();
  for (const { funnelColumn } of matches) perColumn.set(funnelColumn, (perColumn.get(funnelColumn) ?? 0) + 1);
  // A column's first render holds 10 cards (what 720 px show, and a buffer: features/funnel/use-lazy-count.ts).
  const firstCards = [...perColumn.values()].reduce((sum, count) => sum + Math.min(count, 10), 0);
  const funnel = await load(team, `/backoffice/funnel/${mission!.id}`);
  expect(rootText(funnel.html)).toContain(mission!.title.replace(/&/g, '&amp;').slice(0, 20));
  // Its cards are in the HTML (a column's first screen of them): the browser hydrates them, not renders them.
  expect(matches.length).toBeGreaterThan(0);
  expect(funnel.html.match(/data-testid="funnel-card"/g)?.length).toBe(firstCards);
  expect(funnel.errors).toEqual([]);
  expect(funnel.created).toBeLessThan(CREATED_AT_MOST);
  // The ids the server gave Mantine's components (a menu's, a field's) stay once hydrated: none is replaced by a random
  // one after the first commit, which rendered every such component again (apps/web/src/app/mantine-use-id.ts).
  const serverIds = [...new Set([...funnel.html.matchAll(/\bid="(mantine-[^"]+)"/g)].map((match) => match[1]!))];
  expect(serverIds.length).toBeGreaterThan(0);
  expect(await team.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), serverIds)).toEqual([]);
  // The layout's search box is there once hydrated (a media query the server could not read).
  await expect(team.getByLabel('Recherche globale')).toBeVisible();
});

test('the page’s queries answered in the HTML are not asked again once it is hydrated', async ({ page, browser }) => {
  // The browser reads the server's answers until the user acts or two seconds have passed (main.tsx): without that,
  // Apollo sent every hydrated query again, work that doubled the blocking time measured by Lighthouse.
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/dashboard/);
  const { queries } = await load(page, '/freelancer/dashboard');
  expect(
    queries.filter((name) => ['Me', 'MyMatches', 'FreelanceOverview', 'RecommendedMissions'].includes(name)),
  ).toEqual([]);

  // A client's mission page records the view with a mutation as it opens, which leaves the page's answers alone.
  const client = await (await browser.newContext()).newPage();
  await signIn(client, 'enterprise', 'client@demo.fr');
  await expect(client).not.toHaveURL(/signin/);
  const answer = await client.request.post('/graphql', {
    data: { query: 'query { missions(limit: 25) { items { id } } }' },
  });
  const mission = ((await answer.json()) as { data: { missions: { items: { id: string }[] } } }).data.missions.items[0];
  expect(mission).toBeTruthy();
  const missionPage = await load(client, `/enterprise/missions/${mission!.id}/profiles`);
  expect(missionPage.html).toContain('id="orbite-state"');
  expect(missionPage.queries).toContain('TrackPageView');
  expect(missionPage.queries.filter((name) => ['Me', 'Mission', 'MissionMatches'].includes(name))).toEqual([]);
  expect(missionPage.errors).toEqual([]);
});

/** The elements an HTML document declares in its body: its start tags, script and style contents left out. */
const declaredElements = (html: string) =>
  (html.split(/<body[^>]*>/)[1] ?? '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/g, '$1')
    .match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g)?.length ?? 0;

/** A mission running and one seeking for a client; two of the matching tab for the team. */
async function twoMissions(page: Page, team: boolean): Promise<string[]> {
  const query = `query { missions(${team ? 'mode: matching, ' : ''}limit: 25) { items { id status } } }`;
  const answer = (await (await page.request.post('/graphql', { data: { query } })).json()) as {
    data: { missions: { items: { id: string; status: string }[] } };
  };
  const missions = answer.data.missions.items;
  if (team) return missions.slice(0, 2).map((mission) => mission.id);
  return ['onGoing', 'seeking'].flatMap((status) => missions.find((mission) => mission.status === status)?.id ?? []);
}

test('each signed-in page’s HTML nests as React rendered it: the browser builds the elements the server wrote', async ({
  browser,
}) => {
  // A block inside a paragraph (a badge's div in a sentence) is legal in React's tree but not in HTML: the browser's
  // parser closes the paragraph, React finds another tree and renders the page again (error #418). Read with scripts
  // off, each page's body must hold exactly the elements its HTML declares.
  const pages = {
    enterprise: ['client@demo.fr', ['/enterprise/dashboard', '/enterprise/missions', '/enterprise/community']],
    freelancer: ['freelance@demo.fr', ['/freelancer/dashboard', '/freelancer/profile', '/freelancer/company']],
    backoffice: ['equipe@demo.fr', ['/backoffice', '/backoffice/missions', '/backoffice/agency']],
  } as const;
  const misnested: string[] = [];
  for (const [env, [email, paths]] of Object.entries(pages)) {
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    await signIn(page, env as keyof typeof pages, email);
    await expect(page).not.toHaveURL(/signin/);
    const missionIds = env === 'freelancer' ? [] : await twoMissions(page, env === 'backoffice');
    const missionPages = missionIds.flatMap((id) =>
      env === 'enterprise'
        ? ['', '/profiles', '/deal', '/worklogs', '/history'].map((tab) => `/enterprise/missions/${id}${tab}`)
        : [`/backoffice/missions/${id}`, `/backoffice/missions/${id}?tab=history`],
    );
    const parsing = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState() });
    // The documents only: their parsing is what is read, not their styles, fonts or pictures.
    await parsing.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    const reader = await parsing.newPage();
    for (const path of [...paths, ...missionPages]) {
      const html = (await (await reader.goto(path))?.text()) ?? '';
      expect(html, path).toContain('id="orbite-state"');
      const built = await reader.evaluate(() => document.body.querySelectorAll('*').length);
      if (built !== declaredElements(html))
        misnested.push(`${path}: ${declaredElements(html)} declared, ${built} built`);
    }
    await Promise.all([signedIn.close(), parsing.close()]);
  }
  expect(misnested).toEqual([]);
});

test('without a session the page is not rendered, and with another environment’s the server redirects', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get('/freelancer/dashboard');
  expect(await anonymous.text()).not.toContain('orbite-state');
  const page = await visitor.newPage();
  await page.goto('/freelancer/dashboard');
  await expect(page).toHaveURL(/\/freelancer\/signin/);

  // A client on a freelancer's page is sent to its own environment, by the server's answer itself.
  const client = await (await browser.newContext()).newPage();
  await signIn(client, 'enterprise', 'client@demo.fr');
  await expect(client).not.toHaveURL(/signin/);
  const redirected = await client.request.get('/freelancer/dashboard', { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers().location).not.toMatch(/^\/freelancer\/dashboard/);
  const errors: string[] = [];
  client.on('pageerror', (error) => errors.push(error.message));
  await client.goto('/freelancer/dashboard');
  await expect(client).toHaveURL(/\/enterprise/);
  expect(errors).toEqual([]);
});

test('a user who chose English gets the page in English, rendered by the server and hydrated even where the browser kept French', async ({
  page,
}) => {
  await signIn(page, 'freelancer', 'karim.benali@demo.fr');
  // Signed in (the sign-in page's address is under /freelancer too, with a language switch of its own).
  await expect(page).toHaveURL(/\/freelancer\/(?!signin)/);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  const english = await load(page, '/freelancer/dashboard');
  expect(english.html).toContain('<html lang="en">');
  expect(english.html).toContain('data-locale="en"');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(english.errors).toEqual([]);

  // This browser keeps French (another device saved English): the account's language wins, the page hydrates in
  // it without asking for its data again, and the browser keeps English from then on.
  await page.evaluate(() => localStorage.setItem('orbite.locale', 'fr-FR'));
  const kept = await load(page, '/freelancer/dashboard');
  expect(kept.html).toContain('data-locale="en"');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(kept.errors).toEqual([]);
  expect(kept.queries.filter((name) => ['Me', 'FreelanceOverview'].includes(name))).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orbite.locale'))).toBe('en');

  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
});

test("the server renders with React's production build, whatever NODE_ENV the API runs under", () => {
  // The demo server and this suite's run without NODE_ENV: a render module importing React would get its
  // development build there, whose render took the freelancer's dashboard from 115 to 197 ms. The module bundles
  // React and what uses it, built for production (apps/web/vite.config.ts).
  const module = fs.readFileSync(new URL('../../apps/web/dist-server/render-page.js', import.meta.url), 'utf8');
  const imported = [...module.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map((match) => match[1]);
  expect(imported.filter((name) => /^react(-dom)?(\/|$)/.test(name!))).toEqual([]);
  // The bundle names the modules it holds (it is not minified).
  expect(module).toContain('react-dom/cjs/react-dom-server.node.production.js');
  expect(module).not.toContain('react-dom-server.node.development.js');
  expect(module).not.toContain('It was passed a child from'); // a warning of React's development builds only
});
