import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  type GraphQLInputType,
  type GraphQLNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { type Actor, createFixtureWorld, type FixtureWorld } from '../testing/fixture-world';
import { fixtureIdFor, operationOf, type RootField, rootFields } from '../testing/schema-calls';
import { expectedMutations } from './authorization-matrix.expected';

/*
 * Every mutation receives malformed and hostile values (wrong types, huge strings, unicode, SQL
 * and HTML payloads, spoofed uploads) from a caller the authorization matrix lets through.
 * Nothing may fail unexpectedly (HTTP 500, an error without a catalogue code, a masked internal
 * error), a refused call leaves every table as it was, and no text stored anywhere holds a script.
 * The seed is fixed: a failure replays with the same values.
 */

const SEED = 20_261_123;
const RUNS_PER_MUTATION = Number(process.env.FUZZ_RUNS ?? 10);
const unexpectedMessage = 'Une erreur inattendue est survenue.';

let world: FixtureWorld;
const spoofedUploads: string[] = [];

/** Files that lie about what they are, sent through POST /uploads; the ones accepted feed `uploadId`s. */
const spoofedFiles: [string, string, Buffer][] = [
  ['cv.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>')],
  ['photo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  [
    'photo.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['id.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>x</script>')])],
  ['..%2F..%2Fetc%2Fpasswd.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF')],
  ['<img src=x onerror=alert(1)>.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF')],
];

beforeAll(async () => {
  world = await createFixtureWorld();
  for (const actor of ['team', 'freeA'] as const) {
    for (const [name, type, body] of spoofedFiles) {
      const response = await fetch(`${world.app.url}/uploads`, {
        method: 'POST',
        headers: { cookie: world.cookie(actor) ?? '', 'content-type': type, 'x-file-name': encodeURIComponent(name) },
        body: new Uint8Array(body),
      });
      expect(response.status).toBeLessThan(500);
      if (response.status === 201) spoofedUploads.push(String((await response.json()).uploadId));
    }
  }
}, 120_000);
afterAll(() => world?.stop());

const hostileStrings = [
  `' OR 1=1 --`,
  `'; DROP TABLE users; --`,
  `" OR ""="`,
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection payload, sent as is.
  '${7*7}',
  '\u202Egnp.exe',
  '\u0000',
  'a\u0000b',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Ǆ̴̡̛̣̗̺̼̹̈́͌̿̓̔͋͜͝',
  '\uD800',
  ' ',
  '',
  '../../../../etc/passwd',
  '%00%0d%0a',
  'null',
  '-1',
  '1e309',
  'NaN',
  '2026-02-30',
  'user@@test..fr',
  '+3361234567890123456789',
  'https://evil.example/\u0000',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 100_000).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const hostileInt = fc.oneof(
  fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 1),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
);
// Out of the Int range or of the wrong type: GraphQL must refuse them before any resolver.
const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(
  2 ** 31,
  1.5,
  'x',
  true,
  [],
  {},
  { $gt: '' },
  Number.MAX_SAFE_INTEGER,
);

function idArbitrary(field: string, arg: string): fc.Arbitrary<unknown> {
  const known = world ? fixtureIdFor(field, arg, world.ids) : null;
  const uploads = /upload/i.test(arg) && spoofedUploads.length > 0 ? [fc.constantFrom(...spoofedUploads)] : [];
  return fc.oneof(
    ...(known ? [{ weight: 3, arbitrary: fc.constant(known) }] : []),
    ...uploads.map((arbitrary) => ({ weight: 3, arbitrary })),
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '999999999999999999999', '1.5', 'abc', "1' OR '1'='1", '') },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map(String) },
  );
}

/** A hostile value for a GraphQL input type (occasionally of the wrong type altogether). */
function valueArbitrary(field: string, arg: string, type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const required = isNonNullType(type);
  const inner = getNullableType(type) as GraphQLInputType;
  let base: fc.Arbitrary<unknown>;
  if (isListType(inner)) {
    base = fc.array(valueArbitrary(field, arg, inner.ofType, depth + 1), { maxLength: depth > 1 ? 2 : 4 });
  } else {
    const named = inner as GraphQLNamedType;
    if (named.name === 'ID') base = idArbitrary(field, arg);
    else if (isEnumType(named))
      base = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...named.getValues().map((v) => v.value)) },
        { weight: 1, arbitrary: fc.constantFrom('NOT_A_VALUE', '', '__proto__') },
      );
    else if (isInputObjectType(named)) {
      const fields = Object.values(named.getFields());
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const f of fields)
        record[f.name] = depth > 3 ? fc.constant(null) : valueArbitrary(field, f.name, f.type, depth + 1);
      base = fc.oneof(
        {
          weight: 5,
          arbitrary: fc.record(record, {
            requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
          }),
        },
        // Missing required fields, or an unknown one.
        { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.constant({ unexpected: '<script>alert(1)</script>' }) },
      );
    } else
      switch (named.name) {
        case 'String':
          base = hostileString;
          break;
        case 'Int':
          base = hostileInt;
          break;
        case 'Float':
          base = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileInt);
          break;
        case 'Boolean':
          base = fc.boolean();
          break;
        case 'Date':
          base = fc.oneof(fc.constantFrom('2026-01-05', '2026-02-30', '0000-00-00', '99999-01-01', ''), hostileString);
          break;
        case 'DateTime':
          base = fc.oneof(
            fc.constantFrom('2026-01-05T10:00:00.000Z', '1970-01-01T00:00:00Z', '2026-13-40T99:99:99Z'),
            hostileString,
          );
          break;
        case 'JSON':
          base = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({ __proto__: { admin: true } }));
          break;
        default:
          base = hostileString;
      }
  }
  const wrong = { weight: 1, arbitrary: wrongType };
  if (required) return fc.oneof({ weight: 12, arbitrary: base }, wrong);
  return fc.oneof({ weight: 10, arbitrary: base }, { weight: 2, arbitrary: fc.constant(null) }, wrong);
}

/** The caller the matrix lets through for a mutation (the team when nobody is). */
function callerOf(field: string): Actor {
  const row = expectedMutations[field] ?? '';
  const allowed = row
    .split(' ')
    .filter((cell) => cell.endsWith(':ok'))
    .map((cell) => cell.split(':')[0] as Actor);
  for (const actor of ['adminA', 'managerA', 'freeA', 'team', 'adminB', 'managerB', 'freeB'] as const)
    if (allowed.includes(actor)) return actor;
  return 'team';
}

// Tables that a refused call may write: the audit of attempts and of page views.
// mail_outbox: a mail queued by an earlier call is deleted once sent, in the background, between calls.
const writableOnRefusal = new Set(['auth_attempts', 'mail_outbox']);

async function rowCounts(): Promise<Record<string, number>> {
  const db = world.app.server.deps.db;
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like '%drizzle%' order by 1`,
  );
  // The staff audit log records a team member's refused mutations too, by design: those rows are not partial writes.
  const counted = (name: string) =>
    name === 'activity_events' ? `count(*) filter (where category <> 'audit')::int` : 'count(*)::int';
  const query = tables
    .map((t) => `select '${t.name}' as name, ${counted(t.name)} as n from "${t.name}"`)
    .join(' union all ');
  const rows = await selectRows<{ name: string; n: number }>(db, sql.raw(query));
  return Object.fromEntries(rows.filter((r) => !writableOnRefusal.has(r.name)).map((r) => [r.name, Number(r.n)]));
}

const failures: string[] = [];
let calls = 0;

async function fuzzMutation(field: RootField) {
  const actor = callerOf(field.name);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of field.args) record[arg.name] = valueArbitrary(field.name, arg.name, arg.type);
  // All arguments declared, so that omitted optional ones and wrong types reach the server alike.
  const operation = operationOf('mutation', field, field.args);
  let before = await rowCounts();
  await fc.assert(
    fc.asyncProperty(fc.record(record, { requiredKeys: [] }), async (variables) => {
      calls += 1;
      const { status, body } = await world.gql(actor, operation, variables);
      const errors = body.errors ?? [];
      const problem =
        status >= 500
          ? `HTTP ${status}`
          : errors.find((e) => typeof e.extensions?.code !== 'number')
            ? 'an error without a numeric code'
            : errors.find((e) => e.message === unexpectedMessage || e.extensions?.code === 1)
              ? 'an unexpected internal error'
              : null;
      const after = await rowCounts();
      let partial: string | null = null;
      if (errors.length > 0 && !problem) {
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) partial = `refused (${errors[0]?.extensions?.code}) but wrote to ${changed.join(', ')}`;
      }
      before = after;
      if (problem || partial) {
        const shown = JSON.stringify(variables, (_k, v) =>
          typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v,
        );
        failures.push(
          `${field.name} as ${actor}: ${problem ?? partial} with ${shown} -> ${JSON.stringify(errors).slice(0, 300)}`,
        );
      }
      // Failures are collected (all fields run), not thrown: the report lists every one.
      return true;
    }),
    { seed: SEED, numRuns: RUNS_PER_MUTATION, endOnFailure: true },
  );
  // A mutation may end the caller's session (sign-out of a device, a permission it gave away).
  const me = await world.gql(actor, '{ me { id } }');
  if (!me.body.data?.me) await world.refresh(actor);
}

async function storedScripts(): Promise<string[]> {
  const db = world.app.server.deps.db;
  const columns = await selectRows<{ t: string; c: string }>(
    db,
    sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
          and table_name not like '%drizzle%'`,
  );
  const found: string[] = [];
  const pattern = `'(<script|onerror\\s*=|onload\\s*=|javascript:)'`;
  for (const { t, c } of columns) {
    const rows = await selectRows<{ v: string }>(
      db,
      sql.raw(`select left("${c}"::text, 120) as v from "${t}" where "${c}"::text ~* ${pattern} limit 3`),
    );
    for (const row of rows) found.push(`${t}.${c}: ${row.v}`);
  }
  return found;
}

describe('fuzzing every mutation with hostile input', () => {
  it('never fails unexpectedly nor writes partially, whatever the input', async () => {
    const started = Date.now();
    const fields = rootFields('mutation').filter(
      (field) => !process.env.FUZZ_ONLY || process.env.FUZZ_ONLY.split(',').includes(field.name),
    );
    // Mutations that switch the caller's identity would make the following calls someone else's.
    for (const field of fields.filter((f) => !['impersonate', 'restoreImpersonate'].includes(f.name)))
      await fuzzMutation(field);
    console.log(`fuzz: ${calls} calls on ${fields.length} mutations in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('stores no script anywhere', async () => {
    expect(await storedScripts()).toEqual([]);
  });

  it('answers malformed requests with a client error', async () => {
    const bodies: unknown[] = [
      '{"query": ',
      { query: 42 },
      { query: 'mutation { updateLocale(locale: fr) { id } }', variables: [] },
      { query: 'mutation($l: String!) { updateLocale(locale: $l) { id } }', variables: { l: { $ne: 1 } } },
      { query: '{ me { id } }', operationName: { x: 1 } },
      { query: `{ ${'me { id } '.repeat(1)}${'a'.repeat(100_000)} }` },
    ];
    for (const body of bodies) {
      const response = await fetch(`${world.app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: world.cookie('freeA') ?? '' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
  });
});
