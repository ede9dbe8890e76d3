import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { type ExecutionResult, GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useStaffAudit } from '../modules/activity/staff-audit';
import { useImpersonationAuditAll } from '../modules/auth/impersonation-audit';
import { COMPRESSION_THRESHOLD_BYTES, compress, isCompressibleType, negotiateEncoding } from '../platform/compression';
import type { AppDeps } from '../platform/deps';
import { isOlderVersion } from '../platform/version';
import { useCompiledExecution } from './compiled-execution';
import type { GraphQLContext } from './context';
import { toClientError } from './errors';
import { limitPlugins } from './limits-plugins';
import { loadPersistedOperations } from './persisted-manifest';
import { persistedOperationsPlugins } from './persisted-operations';
import { schema } from './schema';

/** No code, or one of graphql-js's and Yoga's request codes (GRAPHQL_VALIDATION_FAILED, BAD_USER_INPUT...). */
function isRequestErrorCode(code: unknown): boolean {
  return (
    code === undefined || code === 'BAD_REQUEST' || code === 'BAD_USER_INPUT' || String(code).startsWith('GRAPHQL_')
  );
}

/** Stamps the server time and makes sure every error carries a numeric catalogue code. */
function withServerTime(result: ExecutionResult): ExecutionResult {
  const errors = result.errors?.map((error) =>
    typeof error.extensions?.code === 'number'
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          // Errors that reach here without a code describe the request (syntax, validation, a variable of the
          // wrong type), as do Yoga's request errors (batching, a body it cannot read): "invalid input".
          extensions: {
            // Yoga's HTTP status (405 for a mutation over GET, 413...) must survive the remapping.
            ...(error.extensions?.http ? { http: error.extensions.http } : {}),
            code: isRequestErrorCode(error.extensions?.code)
              ? ErrorCode.invalidInput
              : toErrorCode(error.extensions?.code),
          },
        }),
  );
  return { ...result, ...(errors ? { errors } : {}), extensions: { ...result.extensions, serverTime: Date.now() } };
}

/** Maps errors once, with the request's context (staff see details), and stamps the server time. */
function useClientErrors(deps: AppDeps): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as GraphQLContext;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const staff = (context.state?.impersonator ?? context.viewer)?.role === 'teamMember';
          const errors = result.errors?.map((error) =>
            toClientError(error, { staff, logger: deps.logger, requestId: context.requestId }),
          );
          setResult({ ...result, ...(errors ? { errors } : {}) });
        },
      };
    },
    onSubscribe({ args }) {
      const context = args.contextValue as GraphQLContext;
      const staff = (context.state?.impersonator ?? context.viewer)?.role === 'teamMember';
      return {
        onSubscribeResult({ result, setResult }) {
          const mapped = (value: ExecutionResult) =>
            value.errors
              ? {
                  ...value,
                  errors: value.errors.map((error) =>
                    toClientError(error, { staff, logger: deps.logger, requestId: context.requestId }),
                  ),
                }
              : value;
          if (!(Symbol.asyncIterator in result)) return setResult(mapped(result));
          return { onNext: ({ result: next, setResult: setNext }) => setNext(mapped(next)) };
        },
      };
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      setResult(withServerTime(result as ExecutionResult));
    },
  };
}

/** Refuses clients older than the minimum supported version with code 3 (outdated). */
function useClientVersion(minVersion: string): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const version = request.headers.get('x-client-version');
      if (!version || !isOlderVersion(version, minVersion)) return;
      const body = withServerTime({
        errors: [new GraphQLError('Version obsolète.', { extensions: { code: ErrorCode.outdatedVersion } })],
      });
      endResponse(new fetchAPI.Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    },
  };
}

/**
 * Compresses JSON answers of `thresholdBytes` or more with brotli or gzip when the client accepts it
 * (browsers do; autocannon, curl and most server clients do not ask). Only whole JSON bodies: streams
 * (SSE, multipart) go as they are, and graphql-ws messages never pass here.
 */
export function useResponseCompression(thresholdBytes = COMPRESSION_THRESHOLD_BYTES): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const contentType = response.headers.get('content-type');
      if (!response.body || response.headers.has('content-encoding') || !isCompressibleType(contentType)) return;
      // The answer depends on Accept-Encoding whenever it could be compressed: caches must keep them apart.
      response.headers.append('vary', 'Accept-Encoding');
      const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
      if (!encoding) return;
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (length < thresholdBytes) return;
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength < thresholdBytes) {
        setResponse(new fetchAPI.Response(body, { status: response.status, headers: response.headers }));
        return;
      }
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-encoding', encoding);
      headers.delete('content-length');
      // A copy of the few compressed bytes: Response takes an ArrayBuffer-backed view, not a pooled Buffer.
      setResponse(
        new fetchAPI.Response(new Uint8Array(compress(body, encoding)), { status: response.status, headers }),
      );
    },
  };
}

export function createGraphQLServer(
  deps: AppDeps,
  context: (request: Request, server: Record<string, unknown>) => Promise<GraphQLContext>,
  /** The persisted-operations manifest; by default the one the web build wrote into WEB_DIST. */
  options: { persistedOperations?: Map<string, string> | null } = {},
) {
  const production = deps.config.env === 'production';
  const manifest =
    options.persistedOperations === undefined
      ? loadPersistedOperations(deps.config.webDist)
      : options.persistedOperations;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    logging: false,
    batching: false,
    // GraphQL takes JSON only: files go through POST /uploads, which has its own size limit.
    multipart: false,
    // The body limit is `useBodyLimit` (limitPlugins): Yoga's own one streams every body through a
    // TransformStream, a large share of a small request's CPU.
    maxRequestBodySize: false,
    landingPage: false,
    graphiql: production ? false : { subscriptionsProtocol: 'WS' },
    context: ({ request, ...server }) => context(request, server),
    plugins: [
      // First: the plugins after it (the time limit, errors, audits) wrap the compiled execution.
      useCompiledExecution(),
      useResponseCompression(),
      useClientVersion(deps.config.minClientVersion),
      ...limitPlugins({ production, timeoutMs: deps.config.graphql.timeoutMs }),
      ...persistedOperationsPlugins({ manifest, persistedOnly: deps.config.graphql.persistedOnly }),
      useClientErrors(deps),
      useImpersonationAuditAll(deps),
      useStaffAudit(deps),
    ],
  });
}
