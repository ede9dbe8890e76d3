import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { type ExecutionResult, GraphQLError, getOperationAST, OperationTypeNode } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { recordActivity } from '../modules/activity/activity.service';
import type { AppDeps } from '../platform/deps';
import { isOlderVersion } from '../platform/version';
import { actorOf, type GraphQLContext } from './context';
import { toClientError } from './errors';
import { schema } from './schema';

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
          extensions: { code: toErrorCode(error.extensions?.code) },
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

/** While a team member impersonates someone, every mutation is recorded with both ids. */
function useImpersonationAudit(deps: AppDeps): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.state?.impersonator) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      return {
        async onExecuteDone() {
          await recordActivity(deps.db, actorOf(context), {
            category: 'user',
            type: 'impersonated_operation',
            entityType: 'user',
            entityId: context.viewer?.user.id,
            payload: { operationName: operation.name?.value ?? args.operationName ?? null },
          }).catch((error: unknown) => deps.logger.error({ err: error }, 'impersonation audit failed'));
        },
      };
    },
  };
}

export function createGraphQLServer(
  deps: AppDeps,
  context: (request: Request, server: Record<string, unknown>) => Promise<GraphQLContext>,
) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    logging: false,
    batching: false,
    landingPage: false,
    graphiql: deps.config.env !== 'production' ? { subscriptionsProtocol: 'WS' } : false,
    context: ({ request, ...server }) => context(request, server),
    plugins: [useClientVersion(deps.config.minClientVersion), useClientErrors(deps), useImpersonationAudit(deps)],
  });
}
