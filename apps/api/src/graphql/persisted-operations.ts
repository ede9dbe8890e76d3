import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { ErrorCode } from '@orbite/domain/errors';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MANIFEST_FILE, sha256Hex } from './persisted-manifest';

// Apollo's persisted-query link reads these messages: "not found" makes it send the full document
// once, "not supported" (no manifest on this server) makes it stop sending hashes altogether.
const refusal = (message: string) => ({ message, extensions: { code: ErrorCode.invalidInput } });

/**
 * Persisted operations over HTTP: a request may name a document by the sha256 of its text
 * (`extensions.persistedQuery.sha256Hash`, what Apollo's link sends). With `persistedOnly`, a request
 * carrying any other document is refused, and so is a WebSocket subscription whose text is unknown.
 */
export function persistedOperationsPlugins(options: {
  manifest: Map<string, string> | null;
  persistedOnly: boolean;
}): Plugin[] {
  const { manifest, persistedOnly } = options;
  if (persistedOnly && !manifest)
    throw new Error(`GRAPHQL_PERSISTED_ONLY needs the web build's ${MANIFEST_FILE} in WEB_DIST: build the web app`);
  const plugins: Plugin[] = [
    usePersistedOperations({
      allowArbitraryOperations: !persistedOnly,
      getPersistedOperation: (hash) => manifest?.get(hash) ?? null,
      customErrors: {
        notFound: refusal(manifest ? 'PersistedQueryNotFound' : 'PersistedQueryNotSupported'),
        keyNotFound: refusal('PersistedQueryKeyNotFound'),
        persistedQueryOnly: refusal('PersistedQueryOnly'),
      },
    }),
  ];
  if (persistedOnly && manifest) plugins.push(useKnownDocumentsOnly(new Set(manifest.keys())));
  return plugins;
}

/**
 * Every document parsed must be one of the manifest's texts. Over HTTP the persisted-operations plugin
 * already sees to it; this covers graphql-ws, whose subscribe messages carry the text itself.
 */
function useKnownDocumentsOnly(hashes: Set<string>): Plugin {
  const unknown = new WeakSet<object>();
  return {
    onParse({ context, params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (!hashes.has(sha256Hex(text))) unknown.add(context);
    },
    onValidate({ context }) {
      if (!unknown.has(context)) return;
      return ({ setResult }) => setResult([new GraphQLError('PersistedQueryOnly', refusal('PersistedQueryOnly'))]);
    },
  };
}
