import { createSourceEventStream, type DocumentNode, type ExecutionArgs } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/** One document's compiled operation, or `null` when graphql-jit could not compile it (left to graphql-js). */
interface Entry {
  operationName: string | null | undefined;
  compiled: CompiledQuery | null;
}

/**
 * Characters of document text kept compiled, about 60 bytes of memory each (the web app's 260 operations are
 * 151,000 characters, about 37 MB compiled): the bound that hostile one-off documents cannot push past.
 */
export const COMPILED_TEXT_BUDGET = 1_000_000;

/**
 * Queries and mutations run as JavaScript compiled once for their document (graphql-jit) instead of graphql-js's
 * executor walking the document on every call: 16 to 34 % less of the API's CPU per request on the hot
 * operations (docs/performance.md, fourteenth round). Same schema, resolvers, authorization and errors: the
 * compiled function resolves, completes and serializes the fields as graphql-js does, and the whole test suite
 * runs through it.
 *
 * Compiling takes 1-3 ms per document of the web app (2.4 ms for the largest, 131 kB of memory); documents are
 * kept by the least recently used within `COMPILED_TEXT_BUDGET`. The execution time limit (`useExecutionTimeout`,
 * after this plugin) answers at the limit: a compiled query does not listen to the abort signal, its resolvers finish
 * in the background.
 *
 * A subscription's events run compiled too: graphql-js opens the stream (once per subscriber: the subscribe resolver,
 * its arguments and its refusals), then each event is the compiled operation run on the event, which is what
 * graphql-js's own `subscribe` does with its executor. graphql-jit's own `subscribe` is not used: it hands the
 * subscribe resolver the operation's variables as the field's arguments, wrong as soon as they differ (a literal
 * argument, a variable of another name).
 */
export function useCompiledExecution(entries = compiledDocuments(COMPILED_TEXT_BUDGET)): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledFor(entries, args);
      if (!compiled) return;
      setExecuteFn((execution: ExecutionArgs) =>
        compiled.query(execution.rootValue, execution.contextValue, execution.variableValues),
      );
    },
    onSubscribe({ args, setSubscribeFn }) {
      const compiled = compiledFor(entries, args);
      if (!compiled) return;
      setSubscribeFn(async (subscription: ExecutionArgs) => {
        const stream = await createSourceEventStream(subscription);
        if (!isAsyncIterable(stream)) return stream;
        return mapAsyncIterator(stream, (event) =>
          compiled.query(event, subscription.contextValue, subscription.variableValues),
        );
      });
    },
  };
}

export type CompiledDocuments = LRUCache<DocumentNode, Entry>;

export function compiledDocuments(budget: number): CompiledDocuments {
  return new LRUCache<DocumentNode, Entry>({
    max: 2_000,
    maxSize: budget,
    sizeCalculation: (_, document) => Math.max(1, document.loc?.end ?? 1),
  });
}

/** The document's operation compiled (at its first execution), or null to run it with graphql-js. */
export function compiledFor(entries: CompiledDocuments, args: ExecutionArgs): CompiledQuery | null {
  const entry = entries.get(args.document);
  if (entry) return entry.operationName === args.operationName ? entry.compiled : null;
  const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
  const compiled = isCompiledQuery(result) ? result : null;
  entries.set(args.document, { operationName: args.operationName, compiled });
  return compiled;
}
