import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { type Actor, createFixtureWorld, type FixtureWorld } from '../testing/fixture-world';

/*
 * Lists agree with the per-object checks: for each list of the API and each caller, what the list
 * returns is exactly what the single-object query lets the caller open, among every object of the
 * demo world (nothing listed that cannot be opened, nothing hidden that can).
 */

let world: FixtureWorld;
beforeAll(async () => {
  world = await createFixtureWorld();
}, 120_000);
afterAll(() => world?.stop());

const signedIn: Exclude<Actor, 'out'>[] = ['freeA', 'freeB', 'managerA', 'adminA', 'managerB', 'adminB', 'team'];
const corporates = ['managerA', 'adminA', 'managerB', 'adminB'] as const;

async function ids(table: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    world.app.server.deps.db,
    sql.raw(`select id from ${table} order by id`),
  );
  return rows.map((row) => Number(row.id));
}

/** The missions that have rows in a table (the others list nothing anyway). */
async function missionsWith(table: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    world.app.server.deps.db,
    sql.raw(`select distinct mission_id as id from ${table} order by 1`),
  );
  return rows.map((row) => Number(row.id));
}

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely, each check says what it expects.
async function data(actor: Actor, query: string, variables?: Record<string, unknown>): Promise<any> {
  const { body } = await world.gql(actor, query, variables);
  if (body.errors) throw new Error(`${actor} ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every page of a paginated list (pages of 100). */
async function allPages(actor: Actor, query: string, field: string, variables: Record<string, unknown> = {}) {
  const found = new Set<number>();
  for (let offset = 0; offset < 10_000; offset += 100) {
    const page = (await data(actor, query, { ...variables, offset, limit: 100 }))[field];
    for (const item of page.items) found.add(Number(item.id));
    if (page.items.length < 100) break;
  }
  return found;
}

/** The objects of `universe` the single-object query opens for the actor (an answer with the object). */
async function openable(actor: Actor, universe: number[], query: string, field: string) {
  const opened = new Set<number>();
  for (const id of universe) {
    const { body } = await world.gql(actor, query, { id: String(id) });
    const value = (body.data as Record<string, { id: string } | null> | null)?.[field];
    if (!body.errors && value) {
      expect(Number(value.id)).toBe(id);
      opened.add(id);
    }
  }
  return opened;
}

/** Compares the two sets, with the ids on each side in the message. */
function agree(actor: Actor, listed: Set<number>, opened: Set<number>, universe: number[]) {
  const inUniverse = new Set(universe);
  const listedNotOpenable = [...listed].filter((id) => !opened.has(id) || !inUniverse.has(id));
  const openableNotListed = [...opened].filter((id) => !listed.has(id));
  expect({ actor, listedNotOpenable, openableNotListed }).toEqual({
    actor,
    listedNotOpenable: [],
    openableNotListed: [],
  });
}

describe('lists agree with the per-object checks', () => {
  it('missions: the back office and company lists against mission(id)', async () => {
    const universe = await ids('missions');
    for (const actor of [...corporates, 'team'] as const) {
      const listed = await allPages(
        actor,
        'query($offset: Int, $limit: Int) { missions(mode: all, offset: $offset, limit: $limit) { items { id } } }',
        'missions',
      );
      const opened = await openable(actor, universe, 'query($id: ID!) { mission(id: $id) { id } }', 'mission');
      agree(actor, listed, opened, universe);
    }
  }, 120_000);

  it('matches: the freelancer’s missions and each mission’s matches against match(id)', async () => {
    // Every match of the missions around sides A and B: their companies' and those their freelancers are on.
    const { company, companyB, freelance, freelanceB } = world.ids;
    const rows = await selectRows<{ id: number; mission: number }>(
      world.app.server.deps.db,
      sql`select m.id, m.mission_id as mission from matches m where m.mission_id in (
            select mi.id from missions mi where mi.company_id in (${company}, ${companyB})
            union select x.mission_id from matches x where x.freelance_id in (${freelance}, ${freelanceB})
          ) order by 1`,
    );
    const universe = rows.map((row) => Number(row.id));
    const missions = [...new Set(rows.map((row) => Number(row.mission)))];
    for (const actor of signedIn) {
      const listed = new Set<number>();
      if (actor === 'freeA' || actor === 'freeB') {
        for (const match of (await data(actor, '{ myMatches { id } }')).myMatches) listed.add(Number(match.id));
      } else {
        for (const missionId of missions) {
          const { body } = await world.gql(actor, 'query($id: ID!) { missionMatches(missionId: $id) { id } }', {
            id: String(missionId),
          });
          for (const match of (body.data as { missionMatches?: { id: string }[] } | null)?.missionMatches ?? [])
            listed.add(Number(match.id));
        }
      }
      const opened = await openable(actor, universe, 'query($id: ID!) { match(id: $id) { id } }', 'match');
      agree(actor, listed, opened, universe);
    }
  }, 180_000);

  it('deals, work logs and invoices of a mission against deal(id), workLog(id) and invoice(id)', async () => {
    const missions = await missionsWith('deals');
    const universes = { deal: await ids('deals'), workLog: await ids('work_logs'), invoice: await ids('invoices') };
    for (const actor of signedIn) {
      const listed = { deal: new Set<number>(), workLog: new Set<number>(), invoice: new Set<number>() };
      const refused = new Set<string>();
      for (const missionId of missions) {
        // One query per list: a refused one (a non-null root field) would blank the others.
        for (const [kind, field] of [
          ['deal', 'dealsOfMission'],
          ['workLog', 'missionWorkLogs'],
          ['invoice', 'missionInvoices'],
        ] as const) {
          const { body } = await world.gql(actor, `query($id: ID!) { ${field}(missionId: $id) { id } }`, {
            id: String(missionId),
          });
          // Not a list of this caller (the freelancer's invoices are `myInvoices`, compared below).
          if (body.errors?.some((e) => e.extensions?.code === 403)) refused.add(kind);
          for (const item of (body.data as Record<string, { id: string }[]> | null)?.[field] ?? [])
            listed[kind].add(Number(item.id));
        }
      }
      for (const kind of ['deal', 'workLog', 'invoice'] as const) {
        if (refused.has(kind)) continue;
        const query = `query($id: ID!) { ${kind}(id: $id) { id } }`;
        const opened = await openable(actor, universes[kind], query, kind);
        agree(actor, listed[kind], opened, universes[kind]);
      }
    }
  }, 120_000);

  it('invoices: the team’s, the company’s and the freelancer’s lists against invoice(id)', async () => {
    const universe = await ids('invoices');
    const lists: [Actor, string, string][] = [
      [
        'team',
        'invoices',
        'query($offset: Int, $limit: Int) { invoices(offset: $offset, limit: $limit) { items { id } } }',
      ],
      [
        'freeA',
        'myInvoices',
        'query($offset: Int, $limit: Int) { myInvoices(offset: $offset, limit: $limit) { items { id } } }',
      ],
      [
        'freeB',
        'myInvoices',
        'query($offset: Int, $limit: Int) { myInvoices(offset: $offset, limit: $limit) { items { id } } }',
      ],
      ...(['adminA', 'adminB'] as const).map((actor): [Actor, string, string] => [
        actor,
        'companyInvoices',
        'query($offset: Int, $limit: Int) { companyInvoices(offset: $offset, limit: $limit) { items { id } } }',
      ]),
    ];
    for (const [actor, field, query] of lists) {
      const listed = await allPages(actor, query, field);
      const opened = await openable(actor, universe, 'query($id: ID!) { invoice(id: $id) { id } }', 'invoice');
      agree(actor, listed, opened, universe);
    }
  });

  it('work logs: the freelancer’s and the company’s lists against workLog(id)', async () => {
    const universe = await ids('work_logs');
    const statuses = ['draft', 'locked', 'paid', 'skipped', 'submitted', 'validated'];
    for (const actor of signedIn) {
      const listed = new Set<number>();
      if (actor === 'freeA' || actor === 'freeB') {
        for (const log of (await data(actor, '{ myWorkLogs { id } }')).myWorkLogs) listed.add(Number(log.id));
      } else {
        for (const status of statuses) {
          const answer = await data(actor, 'query($s: WorkLogStatus) { companyWorkLogs(status: $s) { id } }', {
            s: status,
          });
          for (const log of answer.companyWorkLogs) listed.add(Number(log.id));
        }
      }
      const opened = await openable(actor, universe, 'query($id: ID!) { workLog(id: $id) { id } }', 'workLog');
      agree(actor, listed, opened, universe);
    }
  });

  it('conversations: the inbox against chatConversation(id)', async () => {
    const universe = await ids('chat_conversations');
    for (const actor of signedIn) {
      const listed = await allPages(
        actor,
        'query($offset: Int, $limit: Int) { chatConversations(offset: $offset, limit: $limit) { items { id } } }',
        'chatConversations',
      );
      const opened = await openable(
        actor,
        universe,
        'query($id: ID!) { chatConversation(id: $id) { id } }',
        'chatConversation',
      );
      agree(actor, listed, opened, universe);
    }
  });

  it('the team’s companies and client users against company(id) and corporate(id)', async () => {
    for (const [list, single, table] of [
      ['companies', 'company', 'companies'],
      ['corporates', 'corporate', 'corporates'],
    ] as const) {
      const universe = await ids(table);
      const listed = await allPages(
        'team',
        `query($offset: Int, $limit: Int) { ${list}(offset: $offset, limit: $limit) { items { id } } }`,
        list,
      );
      const opened = await openable('team', universe, `query($id: ID!) { ${single}(id: $id) { id } }`, single);
      agree('team', listed, opened, universe);
    }
  });
});
