import { ErrorCode } from '@orbite/domain/errors';
import type { Permission } from '@orbite/domain/roles';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../platform/errors';
import type { GraphQLContext } from './context';

export interface AuthScopes {
  /** Anyone, signed in or not: stated explicitly so that no field is open by omission. */
  public: boolean;
  authenticated: boolean;
  teamMember: boolean;
  corporate: boolean;
  freelancer: boolean;
  /** A named permission flag; team members hold every one. */
  permission: Permission;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not at its first event.
    authorizeOnSubscribe: true,
    authScopes: (context) => {
      const role = context.viewer?.role ?? null;
      return {
        public: true,
        authenticated: Boolean(context.viewer),
        teamMember: role === 'teamMember',
        corporate: role === 'corporate',
        freelancer: role === 'freelancer',
        permission: (permission) => Boolean(context.viewer?.permissions[permission]),
      };
    },
    // Signed out: 401 (the web app revokes its session); signed in without the right: 403.
    unauthorizedError: (_parent, context) =>
      new AppError(context.viewer ? ErrorCode.forbidden : ErrorCode.unauthorized),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
