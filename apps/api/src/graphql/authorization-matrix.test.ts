import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, createFixtureWorld, type FixtureWorld } from '../testing/fixture-world';
import { operationOf, plausibleCall, type RootField, rootFields } from '../testing/schema-calls';
import { expectedMutations, expectedQueries } from './authorization-matrix.expected';

/*
 * The authorization matrix, generated from the schema: every root query and mutation is called
 * by each actor of the fixture world (signed out, the freelancer who owns the objects and another
 * one, a manager and an admin of the owning company and of another company, a team member),
 * with arguments that designate side A's objects (valid ones from testing/matrix-inputs.ts where the
 * generated ones would stop at a domain check, on fixture objects in the state each mutation needs,
 * so that an allowed call is seen to succeed). Each outcome is compared with the table in
 * authorization-matrix.expected.ts: a field missing from the table fails, so does any refusal or
 * access that the table does not state. `MATRIX_RECORD=1` rewrites the table from what the API
 * answers (then review the diff: it is the access policy of the product).
 *
 * Outcomes: `401` signed out refused, `403` forbidden, `404` not found (another tenant's object),
 * `null` an answer without the object, `[]` an empty list, `ok` an answer with data, `c<code>` a
 * business error of the domain (an invalid input, a state transition refused: the caller was let
 * through the authorization checks, or the input was checked before them).
 */

type Outcome = 'ok' | '[]' | 'null' | '401' | '403' | '404' | 'ERR' | `c${string}`;

// Mutations that end sessions, switch identities or delete the fixture's people run last.
const lastMutations = [
  'removeCrewMember',
  'deleteFreelance',
  'changeFreelanceStatus',
  'revokeSession',
  'unlinkIdentity',
  'restoreImpersonate',
  'impersonate',
];
// Within a mutation, refused callers first, so that an allowed call does not change what they see.
const mutationOrder: Actor[] = ['out', 'freeB', 'managerB', 'adminB', 'freeA', 'managerA', 'adminA', 'team'];

let world: FixtureWorld;
// MATRIX_ONLY=a,b runs those fields only (with MATRIX_DEBUG=a,b to print their answers).
const only = (field: RootField) => !process.env.MATRIX_ONLY || process.env.MATRIX_ONLY.split(',').includes(field.name);
const observed = { query: new Map<string, string>(), mutation: new Map<string, string>() };
const problems: string[] = [];

function outcomeOf(field: string, status: number, body: { data?: unknown; errors?: unknown[] }): Outcome {
  const errors = (body.errors ?? []) as { message: string; extensions?: { code?: unknown } }[];
  const codes = errors.map((e) => e.extensions?.code);
  const data = (body.data ?? null) as Record<string, unknown> | null;
  if (status >= 500 || codes.includes(-1) || codes.includes(1)) return 'ERR';
  for (const code of [401, 403, 404] as const) if (codes.includes(code)) return String(code) as Outcome;
  if (errors.length > 0) return `c${codes[0]}`;
  const value = data?.[field];
  if (value === null) return 'null';
  return Array.isArray(value) && value.length === 0 ? '[]' : 'ok';
}

async function callAll(kind: 'query' | 'mutation', field: RootField, order: readonly Actor[]) {
  const { args, variables } = plausibleCall(field, world.ids);
  const operation = operationOf(kind, field, args);
  const row: string[] = [];
  for (const actor of order) {
    let { status, body } = await world.gql(actor, operation, variables);
    let outcome = outcomeOf(field.name, status, body);
    if (outcome === '401' && actor !== 'out') {
      // A previous call ended this actor's session (sign-out, revocation): sign in again once.
      await world.refresh(actor).catch(() => undefined);
      ({ status, body } = await world.gql(actor, operation, variables));
      outcome = outcomeOf(field.name, status, body);
    }
    if (process.env.MATRIX_DEBUG?.split(',').includes(field.name))
      console.log(field.name, actor, operation, JSON.stringify(variables), JSON.stringify(body).slice(0, 400));
    const refused = outcome === '401' || outcome === '403' || outcome === '404';
    if (refused && body.data && (body.data as Record<string, unknown>)[field.name] != null)
      problems.push(`${field.name} as ${actor}: refused (${outcome}) but answered data`);
    // An object asked by id is that object, never another one the caller happens to see.
    const answered = (body.data as Record<string, { id?: string } | null> | null)?.[field.name];
    if (kind === 'query' && outcome === 'ok' && variables.id && answered && !Array.isArray(answered) && answered.id)
      if (answered.id !== variables.id)
        problems.push(`${field.name} as ${actor}: asked ${variables.id}, got ${answered.id}`);
    if (outcome === 'ERR')
      problems.push(`${field.name} as ${actor}: unexpected error ${JSON.stringify(body.errors).slice(0, 300)}`);
    row[actors.indexOf(actor)] = `${actor}:${outcome}`;
  }
  observed[kind].set(field.name, row.join(' '));
}

beforeAll(async () => {
  world = await createFixtureWorld();
}, 120_000);
afterAll(() => world?.stop());

function compare(kind: 'query' | 'mutation', expected: Record<string, string>) {
  const mismatches: string[] = [];
  for (const [field, got] of observed[kind]) {
    if (expected[field] === undefined) mismatches.push(`${field}: not in the table (observed ${got})`);
    else if (expected[field] !== got) mismatches.push(`${field}:\n  expected ${expected[field]}\n  observed ${got}`);
  }
  for (const field of Object.keys(expected))
    if (!observed[kind].has(field)) mismatches.push(`${field}: in the table but not in the schema`);
  return mismatches;
}

const header = `// Who may call each root field, per actor of the fixture world (see authorization-matrix.test.ts).
// Generated with MATRIX_RECORD=1 (then \`npx biome check --write\`), then reviewed: each line states the
// access policy. Side A owns the objects passed (Lumen Analytics, its admin and manager, the freelancer
// of its deal); side B owns none. \`c<code>\` is a domain error: the caller passed the authorization
// checks and the input was refused (e.g. c400), or the object is in the wrong state (often after an
// allowed caller before it moved it: the callers run in the order out, B's, then A's, then the team).`;

function record() {
  const lines = (map: Map<string, string>) =>
    [...map.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, row]) => `  ${field}: '${row}',`)
      .join('\n');
  const text = `${header}
export const expectedQueries: Record<string, string> = {
${lines(observed.query)}
};

export const expectedMutations: Record<string, string> = {
${lines(observed.mutation)}
};
`;
  fs.writeFileSync(new URL('./authorization-matrix.expected.ts', import.meta.url), text);
}

describe('authorization matrix generated from the schema', () => {
  it('answers every query as the table states, for each actor', async () => {
    for (const field of rootFields('query').filter(only)) await callAll('query', field, actors);
    if (!process.env.MATRIX_RECORD) expect(compare('query', expectedQueries)).toEqual([]);
  }, 120_000);

  it('answers every mutation as the table states, for each actor', async () => {
    const fields = rootFields('mutation').filter(only);
    const rank = (name: string) => lastMutations.indexOf(name);
    fields.sort((a, b) => rank(a.name) - rank(b.name));
    for (const field of fields) await callAll('mutation', field, mutationOrder);
    if (process.env.MATRIX_RECORD) record();
    else expect(compare('mutation', expectedMutations)).toEqual([]);
  }, 180_000);

  it('never answers data with a refusal nor fails unexpectedly', () => {
    expect(problems).toEqual([]);
  });
});
