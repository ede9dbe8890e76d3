import type { UserRole } from '@orbite/domain/roles';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import type { Actor } from '../activity/activity.service';

/** Who calls a mission or match operation: enough for the policies and the activity log. */
export interface MarketCaller {
  actor: Actor;
  role: UserRole | null;
  userId: number | null;
  /** The company of a corporate caller. */
  companyId: number | null;
  corporateRole: 'admin' | 'manager' | null;
  corporateId: number | null;
  freelanceId: number | null;
}

export function marketCallerOf(context: GraphQLContext): MarketCaller {
  const viewer = context.viewer;
  return {
    actor: actorOf(context),
    role: viewer?.role ?? null,
    userId: viewer?.user.id ?? null,
    companyId: viewer?.role === 'corporate' ? (viewer.corporate?.companyId ?? null) : null,
    corporateRole: viewer?.role === 'corporate' ? (viewer.corporate?.role ?? null) : null,
    corporateId: viewer?.role === 'corporate' ? (viewer.corporate?.id ?? null) : null,
    freelanceId: viewer?.role === 'freelancer' ? (viewer.freelance?.id ?? null) : null,
  };
}
