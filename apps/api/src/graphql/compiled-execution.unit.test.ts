import { fileURLToPath } from 'node:url';
import { type ExecutionArgs, GraphQLError, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { COMPILED_TEXT_BUDGET, compiledDocuments, compiledFor, useCompiledExecution } from './compiled-execution';
import { collectWebOperations } from './operations-manifest';
import { schema } from './schema';

const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));

describe('compiled execution', () => {
  it('compiles every operation the web app sends: none is left to the slower executor', async () => {
    const operations = await collectWebOperations(webSource);
    expect(operations.length).toBeGreaterThan(100);
    const failed = operations.filter((operation) => !isCompiledQuery(compileQuery(schema, parse(operation.text))));
    expect(failed.map((operation) => operation.name)).toEqual([]);
  }, 60_000);

  const sample = createSchema({
    typeDefs: /* GraphQL */ `
      enum Colour {
        RED
        BLUE
      }
      type Item {
        id: ID!
        name: String
        colour: Colour
        tags: [String!]!
        required: String!
      }
      type Query {
        items(first: Int!): [Item!]!
        refused: Item
        broken: Item
      }
      type Subscription {
        counted(upTo: Int!): Item!
        refusedStream: Item
      }
    `,
    resolvers: {
      Query: {
        items: (_: unknown, { first }: { first: number }) =>
          Array.from({ length: first }, (_, i) => ({ id: i + 1, name: `n${i}`, colour: i % 2 ? 'BLUE' : 'RED' })),
        refused: () => {
          throw new GraphQLError('Accès refusé.', { extensions: { code: 7 } });
        },
        broken: () => ({ id: 1, name: null, required: null }),
      },
      Item: { tags: (item: { id: number }) => [`t${item.id}`], required: () => 'là' },
      Subscription: {
        counted: {
          subscribe: async function* (_: unknown, { upTo }: { upTo: number }) {
            for (let i = 1; i <= upTo; i++) yield { id: i, name: `n${i}`, colour: 'BLUE' };
          },
          resolve: (item: unknown) => item,
        },
        refusedStream: {
          subscribe: () => {
            throw new GraphQLError('Flux refusé.', { extensions: { code: 7 } });
          },
        },
      },
    },
  });
  const served = (
    compiled: boolean,
    query: string,
    variables: Record<string, unknown> | undefined,
    accept?: string,
  ) => {
    const entries = compiledDocuments(COMPILED_TEXT_BUDGET);
    const yoga = createYoga({
      schema: sample,
      plugins: compiled ? [useCompiledExecution(entries)] : [],
      logging: false,
    });
    const response = yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { response, entries };
  };
  // The compiled side really ran compiled: its document is kept with its compiled function.
  const ranCompiled = (entries: ReturnType<typeof compiledDocuments>) =>
    expect([...entries.values()].map((entry) => entry.compiled !== null)).toEqual([true]);
  const answer = async (compiled: boolean, query: string, variables?: Record<string, unknown>) => {
    const { response, entries } = served(compiled, query, variables);
    const body = await (await response).json();
    if (compiled) ranCompiled(entries);
    return body;
  };
  /** A subscription's events as server-sent events (the text of the whole stream). */
  const events = async (compiled: boolean, query: string, variables?: Record<string, unknown>) => {
    const { response, entries } = served(compiled, query, variables, 'text/event-stream');
    const text = await (await response).text();
    if (compiled) ranCompiled(entries);
    return text;
  };

  // The differences: graphql-jit gives a resolver's or a variable's error no `locations` (the API drops them from
  // refusals anyway, errors.ts) and words a variable's error a little differently.
  const withoutLocations = (body: { errors?: { locations?: unknown }[] }) => ({
    ...body,
    ...(body.errors ? { errors: body.errors.map(({ locations: _, ...error }) => error) } : {}),
  });

  it.each([
    ['lists, enums, IDs and variables', 'query($n: Int!) { items(first: $n) { id name colour tags } }', { n: 3 }],
    ['a refusal: null and the error with its code and path', '{ refused { id } items(first: 1) { id } }', undefined],
    ['a null where none may be: the parent is nulled', '{ broken { id required } }', undefined],
  ])('answers as graphql-js does: %s', async (_, query, variables) => {
    const expected = withoutLocations(await answer(false, query, variables));
    expect(withoutLocations(await answer(true, query, variables))).toEqual(expected);
  });

  it('refuses a variable of the wrong type, as graphql-js does', async () => {
    const query = 'query($n: Int!) { items(first: $n) { id } }';
    for (const compiled of [false, true]) {
      const body = await answer(compiled, query, { n: 'trois' });
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/^Variable "\$n" got invalid value "trois"; /) }),
      ]);
    }
  });

  it.each([
    [
      'a variable named otherwise than the argument',
      'subscription($n: Int!) { counted(upTo: $n) { id name tags } }',
      { n: 3 },
    ],
    ['a literal argument', 'subscription { counted(upTo: 2) { id colour required } }', undefined],
    ['a refused stream', 'subscription { refusedStream { id } }', undefined],
  ])('streams a subscription’s events as graphql-js does: %s', async (_, query, variables) => {
    const expected = await events(false, query, variables);
    expect(expected).toMatch(/event: next/);
    expect(await events(true, query, variables)).toEqual(expected);
  });

  it('compiles a document once, and forgets the least recently used beyond its budget', () => {
    const entries = compiledDocuments(60);
    const args = (text: string, operationName?: string) =>
      ({ schema: sample, document: parse(text), operationName }) as ExecutionArgs;
    const first = args('query A { items(first: 1) { id } }', 'A');
    const compiled = compiledFor(entries, first);
    expect(compiled).not.toBeNull();
    expect(compiledFor(entries, first)).toBe(compiled);
    // The same document asked for another of its operations: graphql-js runs it.
    expect(compiledFor(entries, { ...first, operationName: 'B' })).toBeNull();
    const second = args('query C { items(first: 2) { name } }', 'C');
    compiledFor(entries, second);
    expect(entries.has(first.document)).toBe(false);
    expect(entries.has(second.document)).toBe(true);
  });
});
