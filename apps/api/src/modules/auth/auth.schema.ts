import { IncomingMessage, ServerResponse } from 'node:http';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { listSessions, revokeOwnSession } from './auth.service';
import type { SessionRow } from './auth.tables';
import {
  type ImpersonationResult,
  impersonate,
  restoreImpersonation,
  type TokenDelivery,
} from './impersonation.service';
import { sessionSetCookie } from './session-cookie';

/**
 * Sets the session cookie on the answer of an HTTP request: Yoga's context carries the Node request
 * and response of the server. Over a WebSocket there is none, and the token is not rotated.
 */
function cookieDelivery(context: GraphQLContext): TokenDelivery {
  const { req, res } = context as GraphQLContext & { req?: unknown; res?: unknown };
  if (!(res instanceof ServerResponse) || res.headersSent) return null;
  return (token) => {
    const request = req instanceof IncomingMessage ? req : undefined;
    res.appendHeader('set-cookie', sessionSetCookie(request, context.deps.config, token));
  };
}

const ImpersonationMetadataType = builder
  .objectRef<ImpersonationResult['metadata']>('ImpersonationMetadata')
  .implement({ fields: (t) => ({ path: t.exposeString('path') }) });

const ImpersonationResultType = builder.objectRef<ImpersonationResult>('ImpersonationResult').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    metadata: t.expose('metadata', { type: ImpersonationMetadataType }),
  }),
});

const UserSessionType = builder.objectRef<SessionRow & { current: boolean }>('UserSession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ipAddress: t.exposeString('ipAddress', { nullable: true }),
    current: t.exposeBoolean('current'),
  }),
});

builder.queryFields((t) => ({
  mySessions: t.field({
    type: [UserSessionType],
    description: 'The live sessions of the signed-in person, most recently used first.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      const state = context.state!;
      const rows = await listSessions(context.deps.db, state.session.userId);
      return rows.map((row) => ({ ...row, current: row.id === state.session.id }));
    },
  }),
}));

builder.mutationFields((t) => ({
  impersonate: t.field({
    type: ImpersonationResultType,
    args: { userId: t.arg.id({ required: true }) },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) =>
      impersonate(context.deps, context.state!, Number(args.userId), cookieDelivery(context)),
  }),
  restoreImpersonate: t.field({
    type: ImpersonationResultType,
    args: { trackingLabel: t.arg.string() },
    authScopes: { authenticated: true },
    resolve: (_root, args, context) =>
      restoreImpersonation(context.deps, context.state!, args.trackingLabel ?? null, cookieDelivery(context)),
  }),
  revokeSession: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, args, context) =>
      revokeOwnSession(context.deps.db, context.state!.session.userId, String(args.id), context.deps.pubsub),
  }),
}));
