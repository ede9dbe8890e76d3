import type { RequestMeta } from '../modules/auth/auth.service';
import type { SessionState, Viewer } from '../modules/auth/auth.viewer';
import type { AppDeps } from '../platform/deps';

export interface GraphQLContext {
  deps: AppDeps;
  /** The session behind the request, null when signed out. */
  state: SessionState | null;
  /** The effective user (the impersonated one while impersonating). */
  viewer: Viewer | null;
  meta: RequestMeta;
  requestId: string;
}

/** Who an action is recorded against: the effective user and, while impersonating, the team member. */
export function actorOf(context: GraphQLContext) {
  return {
    userId: context.viewer?.user.id ?? null,
    impersonatorUserId: context.state?.impersonator?.user.id ?? null,
  };
}
