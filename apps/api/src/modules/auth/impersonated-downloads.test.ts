/*
 * The REST download routes (signed /files/ links, deal documents, invoice PDFs, work-log PDFs) are
 * recorded as `impersonated_operation` when a team member downloads while impersonating someone:
 * with both ids, the method and the path, never the query string (a signed link's signature). The
 * same downloads in a person's own session record nothing. Profile pictures are public, cacheable
 * files read without a session: they are not audited.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createFixtureWorld, type FixtureWorld } from '../../testing/fixture-world';
import { activityEvents } from '../activity/activity.tables';

let world: FixtureWorld;
/** The downloads of the freelancer of side A, as paths (with a query string where the route takes one). */
let downloads: string[];

beforeAll(async () => {
  world = await createFixtureWorld();
  const db = world.app.server.deps.db;
  const { deal, user } = world.ids;
  const [document] = await selectRows<{ id: number; storageKey: string }>(
    db,
    sql`select id, storage_key as "storageKey" from deal_documents where deal_id = ${deal} order by id limit 1`,
  );
  const [invoice] = await selectRows<{ id: number }>(
    db,
    sql`select i.id from invoices i join deals d on d.id = i.deal_id join freelances f on f.id = d.freelance_id
        where f.user_id = ${user} and i.pdf_storage_key is not null order by i.id limit 1`,
  );
  if (!document || !invoice) throw new Error('the demo world has no deal document or invoice PDF for side A');
  const signed = await world.app.server.deps.storage.signedUrl(document.storageKey, { filename: 'contrat.pdf' });
  downloads = [
    signed,
    `/deal-files/${document.id}?inline=1`,
    `/invoice-files/${invoice.id}.pdf`,
    `/work-log-files/${world.ids.workLog}`,
  ];
}, 300_000);
afterAll(() => world?.stop());

const pathOf = (download: string) => download.split('?')[0];

async function get(download: string, cookie: string) {
  const response = await fetch(`${world.app.url}${download}`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status;
}

/** Every `impersonated_operation` row whose actor is the user, whoever impersonated them. */
const impersonationRows = (actorUserId: number) =>
  world.app.server.deps.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.type, 'impersonated_operation'), eq(activityEvents.actorUserId, actorUserId)));

describe('downloads while impersonating', () => {
  it('records each download of an impersonating team member with both ids and the path', async () => {
    const team = world.app.client();
    expect((await team.signIn(world.emails.team, DEMO_PASSWORD)).status).toBe(200);
    const teamMember = (await team.gql<{ me: { id: string } }>('{ me { id } }')).data!.me.id;
    const started = await team.gql('mutation($u: ID!) { impersonate(userId: $u) { id } }', { u: world.ids.user });
    expect(started.errors).toBeUndefined();

    for (const download of downloads) expect(await get(download, team.cookie!), download).toBe(200);

    const rows = await impersonationRows(world.ids.user);
    const http = rows.filter((row) => row.payload.operationType === 'http');
    expect(http.every((row) => row.impersonatorUserId === Number(teamMember))).toBe(true);
    expect(http.map((row) => row.payload.operationName).sort()).toEqual(
      downloads.map((download) => `GET ${pathOf(download)}`).sort(),
    );
    for (const row of http) {
      expect(row).toMatchObject({ entityType: 'user', entityId: String(world.ids.user) });
      // Never the query string: the signed link's signature stays out of the log.
      expect(String(row.payload.operationName)).not.toContain('?');
    }
  });

  it('records nothing for the same downloads in the person’s own session', async () => {
    const own = world.cookie('freeA')!;
    const count = async () => (await impersonationRows(world.ids.user)).length;
    const before = await count();
    for (const download of downloads) expect(await get(download, own), download).toBe(200);
    expect(await count()).toBe(before);
  });
});
