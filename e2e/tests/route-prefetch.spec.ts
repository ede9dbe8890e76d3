import { signIn } from './helpers';
import { expect, type Frame, type Page, test } from './test';

// The environments' frames, which the browser renders itself (what it is served when the server's render of the
// page fails or takes too long: apps/api/src/platform/page-render.ts), asked for even from a server that renders
// pages; server-render.spec.ts tests the other way.
const frame = { extraHTTPHeaders: { 'x-orbite-render': 'frame' } };
test.use(frame);

/**
 * The GraphQL operations a page sends while it loads, as `Name {variables}`, in order, and its scripts
 * (`script /assets/...`) among them. An operation the boot script sent (app/boot.ts: no transaction id,
 * which Apollo's links always add) is also listed as `boot Name {variables}`.
 */
async function requestsOnLoad(page: Page, path: string): Promise<string[]> {
  const sent: string[] = [];
  const record = (request: {
    url(): string;
    method(): string;
    postDataJSON(): unknown;
    resourceType(): string;
    headers(): Record<string, string>;
  }) => {
    if (request.resourceType() === 'script') sent.push(`script ${new URL(request.url()).pathname}`);
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown };
    const operation = `${body.operationName} ${JSON.stringify(body.variables ?? {})}`;
    sent.push(operation);
    if (!request.headers()['x-transaction-id']) sent.push(`boot ${operation}`);
  };
  // What the previous page still had to send is not this page's: on a busy machine it may send a request after a
  // quiet half-second (networkidle), until the new page replaces it, so what was seen before that is forgotten. The
  // first navigation of the main frame after `goto` is the new document's commit; later ones are the new page's own
  // history changes (a tab in the URL), whose requests count.
  let committed = false;
  const replaced = (frame: Frame) => {
    if (committed || frame !== page.mainFrame()) return;
    committed = true;
    sent.length = 0;
  };
  await page.waitForLoadState('networkidle');
  page.on('request', record);
  page.on('framenavigated', replaced);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  page.off('framenavigated', replaced);
  return sent;
}

async function operationsOnLoad(page: Page, path: string): Promise<string[]> {
  return (await requestsOnLoad(page, path)).filter(
    (request) => !request.startsWith('script ') && !request.startsWith('boot '),
  );
}

const twice = (sent: string[]) => sent.filter((operation, i) => sent.indexOf(operation) !== i);

/*
 * An environment's page sends its first queries from its boot script, as soon as `me` has answered, and
 * Apollo takes their answers instead of asking again once the app's code has run (app/route-prefetch.ts):
 * each query goes out once. A plan whose variables differ from the page's would show here as a query sent
 * twice; a plan that no longer runs, as a missing one.
 */
test('the freelancer dashboard, the client’s home and missions, the team’s home and funnel send each first query once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/dashboard/);
  const requests = await requestsOnLoad(page, '/freelancer/dashboard');
  // Sent by the boot script, not by the page once its code has run.
  expect(requests).toEqual(
    expect.arrayContaining(['boot Me {}', 'boot MyMatches {}', 'boot RecommendedMissions {"limit":3}']),
  );
  const dashboard = requests.filter((request) => !request.startsWith('script ') && !request.startsWith('boot '));
  expect(twice(dashboard), dashboard.join('\n')).toEqual([]);
  expect(dashboard).toEqual(
    expect.arrayContaining([
      'Me {}',
      'UnseenUserNotificationsCount {}',
      'MyMatches {}',
      'RecommendedMissions {"limit":3}',
    ]),
  );
  await expect(page.getByRole('heading', { name: /Bonjour Julien/ })).toBeVisible();

  const client = await (await browser.newContext(frame)).newPage();
  await signIn(client, 'enterprise', 'client@demo.fr');
  await expect(client).not.toHaveURL(/signin/);
  const home = await operationsOnLoad(client, '/enterprise/dashboard');
  expect(twice(home), home.join('\n')).toEqual([]);
  expect(home).toEqual(expect.arrayContaining(['EnterpriseDashboard {}', 'CompanyWorkLogs {}']));
  const missions = await operationsOnLoad(client, '/enterprise/missions?tab=deposit');
  expect(twice(missions), missions.join('\n')).toEqual([]);
  expect(missions).toEqual(expect.arrayContaining(['MissionStatusCounts {}']));
  expect(missions.filter((operation) => operation.startsWith('Missions '))).toHaveLength(1);
  expect(missions.find((operation) => operation.startsWith('Missions '))).toContain('"mode":"deposit"');

  const team = await (await browser.newContext(frame)).newPage();
  await signIn(team, 'backoffice', 'equipe@demo.fr');
  await expect(team).not.toHaveURL(/signin/);
  const teamHome = await operationsOnLoad(team, '/backoffice');
  expect(twice(teamHome), teamHome.join('\n')).toEqual([]);
  expect(teamHome).toEqual(expect.arrayContaining(['MyPortfolio {"offset":0,"limit":25}']));
  const answer = await team.request.post('/graphql', {
    data: { query: 'query { missions(mode: matching, limit: 25) { items { id } } }' },
  });
  const missionId = ((await answer.json()) as { data: { missions: { items: { id: string }[] } } }).data.missions
    .items[0]?.id;
  expect(missionId).toBeTruthy();
  const funnel = await operationsOnLoad(team, `/backoffice/funnel/${missionId}`);
  expect(twice(funnel), funnel.join('\n')).toEqual([]);
  expect(funnel).toEqual(
    expect.arrayContaining([`FunnelMission {"id":"${missionId}"}`, `TeamMissionMatches {"missionId":"${missionId}"}`]),
  );
});
