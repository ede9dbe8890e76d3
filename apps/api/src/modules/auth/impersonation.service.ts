import { DEFAULT_RESTORE_PATH } from '@orbite/domain/constants';
import { ErrorCode } from '@orbite/domain/errors';
import { homePathOf } from '@orbite/domain/roles';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { newToken, sha256 } from './auth.crypto';
import { canImpersonate } from './auth.policy';
import * as repository from './auth.repository';
import { loadViewer, type SessionState } from './auth.viewer';

/**
 * Hands the browser a session's new token (the Set-Cookie of the answer); absent where the answer
 * cannot carry a cookie (a WebSocket), and then the token is kept.
 */
export type TokenDelivery = ((token: string) => void) | null;

/** A new token for the session when it can be delivered: impersonation starts and ends on a fresh one. */
function rotation(deliver: TokenDelivery): { tokenHash?: string; deliver(): void } {
  if (!deliver) return { deliver: () => {} };
  const token = newToken();
  return { tokenHash: sha256(token), deliver: () => deliver(token) };
}

export interface ImpersonationResult {
  id: number;
  metadata: { path: string };
}

/** A team member starts acting as another user; the session keeps who really is behind it. */
export async function impersonate(
  deps: AppDeps,
  state: SessionState,
  targetUserId: number,
  deliverToken: TokenDelivery = null,
): Promise<ImpersonationResult> {
  const actor = state.impersonator ?? state.viewer;
  const target = Number.isInteger(targetUserId) ? await loadViewer(deps.db, targetUserId) : null;
  if (!target) throw new AppError(ErrorCode.notFound);
  const allowed = canImpersonate({ role: actor.role, impersonating: Boolean(state.impersonator) }, actor.user.id, {
    userId: target.user.id,
    role: target.role,
  });
  if (!allowed) throw new AppError(ErrorCode.forbidden);
  const rotated = rotation(deliverToken);
  await deps.db.transaction(async (tx) => {
    await repository.setImpersonation(tx, state.session.id, target.user.id, rotated.tokenHash);
    await recordActivity(
      tx,
      { userId: target.user.id, impersonatorUserId: actor.user.id },
      {
        category: 'user',
        type: 'user_impersonated',
        entityType: 'user',
        entityId: target.user.id,
      },
    );
  });
  rotated.deliver();
  return { id: target.user.id, metadata: { path: homePathOf(target.role) ?? '/' } };
}

/** Ends impersonation and hands the session back to the team member. */
export async function restoreImpersonation(
  deps: AppDeps,
  state: SessionState,
  trackingLabel: string | null,
  deliverToken: TokenDelivery = null,
): Promise<ImpersonationResult> {
  if (!state.impersonator) {
    if (state.viewer.role === 'teamMember')
      return { id: state.viewer.user.id, metadata: { path: DEFAULT_RESTORE_PATH } };
    throw new AppError(ErrorCode.forbidden);
  }
  const teamMember = state.impersonator;
  const rotated = rotation(deliverToken);
  await deps.db.transaction(async (tx) => {
    await repository.setImpersonation(tx, state.session.id, null, rotated.tokenHash);
    await recordActivity(
      tx,
      { userId: teamMember.user.id, impersonatorUserId: null },
      {
        category: 'user',
        type: 'user_impersonation_restored',
        entityType: 'user',
        entityId: state.viewer.user.id,
        payload: trackingLabel ? { trackingLabel: trackingLabel.slice(0, 200) } : {},
      },
    );
  });
  rotated.deliver();
  return { id: teamMember.user.id, metadata: { path: DEFAULT_RESTORE_PATH } };
}
