import { getOperationAST, Kind, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context';
import type { AppDeps } from '../../platform/deps';
import { recordActivity } from './activity.service';

/**
 * The staff audit log: every mutation a team member sends in their own name is recorded once it has
 * run (category `audit`, type `staff_operation`): the operation's name, its root fields and the error
 * codes it answered with, never its variables (they may hold personal data or passwords). Domain events
 * (a mission validated, a freelancer banned) are recorded by the modules themselves; this line makes
 * sure nothing a team member changes goes unrecorded. Impersonated sessions have their own audit.
 */
export function useStaffAudit(deps: AppDeps): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as GraphQLContext;
      const viewer = context.viewer;
      if (viewer?.role !== 'teamMember' || context.state?.impersonator) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      const fields = operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD ? [selection.name.value] : [],
      );
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const errorCodes = [...new Set((result.errors ?? []).map((error) => error.extensions?.code ?? null))];
          await recordActivity(
            deps.db,
            { userId: viewer.user.id, impersonatorUserId: null },
            {
              category: 'audit',
              type: 'staff_operation',
              entityType: 'user',
              entityId: viewer.user.id,
              payload: { operationName: operation.name?.value ?? args.operationName ?? null, fields, errorCodes },
            },
          ).catch((error: unknown) => deps.logger.error({ err: error }, 'staff audit failed'));
        },
      };
    },
  };
}
