import type { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app';
import { useCompiledExecution } from './compiled-execution';
import type { GraphQLContext } from './context';
import { GRAPHQL_LIMITS, measureOperation } from './limits';
import { useExecutionTimeout } from './limits-plugins';
import { sha256Hex } from './persisted-manifest';
import { schema } from './schema';
import { createGraphQLServer } from './yoga';

let app: TestApp;
/** Two more GraphQL handlers on the same process and database, configured for production (no HTTP server). */
let production: ReturnType<typeof createGraphQLServer>;
let persistedOnly: ReturnType<typeof createGraphQLServer>;
const known = 'query KnownOperation {\n  __typename\n}';

beforeAll(async () => {
  app = await createTestApp();
  const handler = (persisted: boolean) => {
    const base = app.server.deps;
    const deps = {
      ...base,
      config: { ...base.config, env: 'production' as const, graphql: { persistedOnly: persisted, timeoutMs: 10_000 } },
    };
    const context = async (): Promise<GraphQLContext> => ({
      deps,
      state: null,
      viewer: null,
      meta: { ip: '127.0.0.1', userAgent: null },
      requestId: 'limits-test',
    });
    return createGraphQLServer(deps, context, { persistedOperations: new Map([[sha256Hex(known), known]]) });
  };
  production = handler(false);
  persistedOnly = handler(true);
});
afterAll(() => app?.stop());

async function post(target: ReturnType<typeof createGraphQLServer>, body: unknown): Promise<GraphQLResponse> {
  const response = await target.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphQLResponse;
}

const refusal = (response: GraphQLResponse) => ({
  code: response.errors?.[0]?.extensions?.code,
  message: response.errors?.[0]?.message ?? '',
  data: response.data ?? null,
});

/** Nests `corporates … members … team …` to the given depth (no arguments needed, validation only). */
function deepSelection(depth: number): string {
  const path = ['corporates', 'items', 'company', 'accountManager'];
  while (path.length < depth - 1) path.push(path.length % 2 === 0 ? 'team' : 'members');
  return path.reduceRight((inner, field) => `${field} { ${inner} }`, 'id');
}

describe('GraphQL document limits', () => {
  it('refuse a document deeper than the limit with code 400, and accept one at the limit', async () => {
    const client = app.client();
    const tooDeep = refusal(await client.gql(`{ ${deepSelection(GRAPHQL_LIMITS.depth + 1)} }`));
    expect(tooDeep).toMatchObject({ code: 400, data: null });
    expect(tooDeep.message).toMatch(/depth limit of 9 exceeded, found 10/);
    const atLimit = await client.gql(`{ ${deepSelection(GRAPHQL_LIMITS.depth)} }`);
    expect(atLimit.errors?.[0]?.message ?? '').not.toMatch(/limit/);
  });

  it('count what sits under an operation or a fragment named __schema (the known bypass)', async () => {
    const client = app.client();
    const deep = deepSelection(GRAPHQL_LIMITS.depth + 1);
    const operation = refusal(await client.gql(`query __schema { ${deep} }`));
    expect(operation).toMatchObject({ code: 400 });
    expect(operation.message).toMatch(/depth limit/);
    const fragment = refusal(await client.gql(`query Q { ...__schema } fragment __schema on Query { ${deep} }`));
    expect(fragment).toMatchObject({ code: 400 });
    expect(fragment.message).toMatch(/depth limit/);
    const aliased = refusal(await client.gql(`{ __schema: ${deep} }`));
    expect(aliased.message).toMatch(/depth limit/);
  });

  it('refuse too many aliases, too high a cost, too many tokens, too many directives', async () => {
    const client = app.client();
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    expect(refusal(await client.gql(`{ ${aliases} }`)).message).toMatch(/Aliases limit of 6 exceeded/);

    const costly = `{ ${Array.from({ length: 12 }, () => deepSelection(8).replace('id', 'id name')).join(' ')} }`;
    const measure = measureOperation(schema, costly);
    expect(measure.cost).toBeGreaterThan(GRAPHQL_LIMITS.cost);
    expect(measure.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth);
    expect(refusal(await client.gql(costly))).toMatchObject({
      code: 400,
      message: expect.stringMatching(/Cost limit/),
    });

    const tokens = refusal(await client.gql(`{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)} }`));
    expect(tokens).toMatchObject({ code: 400, message: expect.stringMatching(/Token limit of 800 exceeded/) });

    const directives = `{ ${'__typename @skip(if: false) '.repeat(GRAPHQL_LIMITS.directives + 1)} }`;
    expect(refusal(await client.gql(directives))).toMatchObject({
      code: 400,
      message: expect.stringMatching(/Directives limit of 5 exceeded/),
    });
  });

  it('refuse batched requests', async () => {
    const response = await app.client().post('/graphql', [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(response.json).toMatchObject({
      errors: [{ message: 'Batching is not supported.', extensions: { code: 400 } }],
    });
    expect(response.json.data).toBeUndefined();
  });

  it('refuse a body over 1 MiB with 413, whether its length is declared or streamed', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.bodyBytes) } });
    const declared = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as GraphQLResponse).errors?.[0]?.extensions?.code).toBe(400);
    const bytes = new TextEncoder().encode(big);
    const streamed = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const small = await app.client().gql('{ __typename }');
    expect(small.data).toEqual({ __typename: 'Query' });
  });

  it.each([
    ['graphql-js', []],
    ['compiled', [useCompiledExecution()]],
  ])('cut a query running past the timeout with code 1, at the limit (%s)', async (_, executors) => {
    let finished = false;
    const slow = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { slow: String }',
        resolvers: {
          Query: {
            slow: () =>
              new Promise((resolve) =>
                setTimeout(() => {
                  finished = true;
                  resolve('late');
                }, 2_000),
              ),
          },
        },
      }),
      plugins: [...executors, useExecutionTimeout(50)],
    });
    const response = await slow.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ slow }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as GraphQLResponse;
    expect(body.errors?.[0]).toMatchObject({ message: 'La requête a pris trop de temps.', extensions: { code: 1 } });
    // The answer did not wait for the resolver.
    expect(finished).toBe(false);
  });
});

describe('in production', () => {
  it('refuse introspection but keep __typename', async () => {
    expect(refusal(await post(production, { query: '{ __schema { queryType { name } } }' }))).toMatchObject({
      code: 400,
      message: expect.stringMatching(/Introspection is disabled/),
    });
    expect(refusal(await post(production, { query: '{ __type(name: "Query") { name } }' })).code).toBe(400);
    expect((await post(production, { query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  it('hide the "Did you mean" suggestions that development gives', async () => {
    const typo = '{ mee { id } }';
    expect(refusal(await app.client().gql(typo)).message).toMatch(/Did you mean "me"/);
    const hidden = refusal(await post(production, { query: typo }));
    expect(hidden.message).toMatch(/Cannot query field "mee"/);
    expect(hidden.message).not.toMatch(/Did you mean/);
    const enumTypo = await post(production, {
      query: 'query Q($scope: SearchScope!) { search(query: "x", scope: $scope) { __typename } }',
      variables: { scope: 'user' },
    });
    expect(JSON.stringify(enumTypo)).not.toMatch(/Did you mean/);
  });

  it('keep the message and code of an error the resolvers raise (read-only once executed)', async () => {
    const refused = refusal(await post(production, { query: '{ missions(limit: 25) { count } }' }));
    expect(refused.code).toBe(401);
    expect(refused.message).not.toMatch(/read only|Cannot assign/);
  });

  it('accept only the persisted operations of the build when asked to', async () => {
    const persisted = { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(known) } } };
    expect((await post(persistedOnly, persisted)).data).toEqual({ __typename: 'Query' });
    const unknownHash = { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex('{ me { id } }') } } };
    expect(refusal(await post(persistedOnly, unknownHash))).toMatchObject({
      code: 400,
      message: 'PersistedQueryNotFound',
    });
    expect(refusal(await post(persistedOnly, { query: known }))).toMatchObject({
      code: 400,
      message: 'PersistedQueryOnly',
    });
    // Without the option, a document is still accepted, by hash or whole.
    expect((await post(production, persisted)).data).toEqual({ __typename: 'Query' });
    expect((await post(production, { query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  it('refuse an unknown document on the WebSocket path too (parse and validate as graphql-ws does)', () => {
    const check = (query: string) => {
      const { schema: enveloped, parse, validate } = persistedOnly.getEnveloped({ params: { query } });
      return validate(enveloped, parse(query)).map((error: GraphQLError) => error.message);
    };
    expect(check(known)).toEqual([]);
    expect(check('subscription { serverTime }')).toEqual(['PersistedQueryOnly']);
  });
});
