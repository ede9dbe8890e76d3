import type { IncomingMessage } from 'node:http';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context';
import type { AppDeps } from '../../platform/deps';
import { recordActivity } from '../activity/activity.service';
import type { SessionState } from './auth.viewer';

/**
 * Records one action made in an impersonated session, with the impersonated user as actor and the
 * team member as impersonator: `what` says which (a GraphQL operation, a REST route).
 */
export async function auditImpersonatedAction(
  deps: AppDeps,
  state: SessionState | null,
  what: { kind: 'query' | 'mutation' | 'subscription' | 'http'; name: string | null },
): Promise<void> {
  if (!state?.impersonator) return;
  await recordActivity(
    deps.db,
    { userId: state.viewer.user.id, impersonatorUserId: state.impersonator.user.id },
    {
      category: 'user',
      type: 'impersonated_operation',
      entityType: 'user',
      entityId: state.viewer.user.id,
      payload: { operationType: what.kind, operationName: what.name?.slice(0, 200) ?? null },
    },
  ).catch((error: unknown) => deps.logger.error({ err: error }, 'impersonation audit failed'));
}

/**
 * Records a REST request (an upload, a Nova message, a file download) made in an impersonated
 * session, named by its method and path; the query string is left out (signed links carry their
 * signature there).
 */
export function auditImpersonatedRequest(
  deps: AppDeps,
  state: SessionState | null,
  req: IncomingMessage,
): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  return auditImpersonatedAction(deps, state, { kind: 'http', name: `${req.method ?? 'GET'} ${path}` });
}

/**
 * While a team member impersonates someone, every GraphQL operation (queries and subscriptions too,
 * not only mutations) is recorded with both ids. Meant to replace `useImpersonationAudit` in
 * graphql/yoga.ts.
 */
export function useImpersonationAuditAll(deps: AppDeps): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.state?.impersonator) return;
      const operation = getOperationAST(args.document, args.operationName);
      const what = {
        kind: (operation?.operation ?? 'query') as 'query' | 'mutation' | 'subscription',
        name: operation?.name?.value ?? args.operationName ?? null,
      };
      return {
        onExecuteDone: () => auditImpersonatedAction(deps, context.state, what),
      };
    },
    onSubscribe({ args }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.state?.impersonator) return;
      const operation = getOperationAST(args.document, args.operationName);
      void auditImpersonatedAction(deps, context.state, {
        kind: 'subscription',
        name: operation?.name?.value ?? args.operationName ?? null,
      });
    },
  };
}
