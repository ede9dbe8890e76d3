import { ErrorCode } from '@orbite/domain/errors';
import { homePathOf } from '@orbite/domain/roles';
import { isValidEmail, normalizeEmail } from '@orbite/domain/validators';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { createFreelance } from '../freelancers/freelancers.service';
import { addTeamMember } from '../team/team.service';
import { findUserByEmail, insertUser } from '../users/users.repository';
import * as repository from './auth.repository';
import { createSession, type RequestMeta, type SignedIn } from './auth.service';
import { loadViewer, resolveSession } from './auth.viewer';

export type OidcKind = 'teamMember' | 'freelanceGoogle' | 'freelanceLinkedIn';

export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Signs in (or up) with an external identity:
 * - an identity already linked signs its user in;
 * - with `link`, the identity is linked to the signed-in user (401 when signed out, 456 if linked elsewhere);
 * - team members: an existing team member with the verified address is linked, or one is created
 *   when the address belongs to a configured team domain; anyone else is refused (450);
 * - freelancers: an existing account with the verified address is linked; otherwise a new
 *   freelancer is created. An unverified address never links to an existing account (637/638).
 */
export async function signInWithIdentity(
  deps: AppDeps,
  input: {
    kind: OidcKind;
    provider: 'google' | 'linkedIn';
    claims: IdentityClaims;
    /** Linking to the user of this session (whose token is null when signed out), rather than signing in. */
    link: { sessionToken: string | null } | null;
    meta: RequestMeta;
  },
): Promise<SignedIn> {
  const { provider, claims } = input;
  const email = normalizeEmail(str(claims.email));
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return deps.db.transaction(async (tx) => {
    const linked = await repository.findIdentity(tx, provider, claims.sub);
    let userId = linked?.userId ?? null;

    if (input.link) {
      const state = await resolveSession(tx, input.link.sessionToken);
      if (!state || state.impersonator) throw new AppError(ErrorCode.unauthorized);
      if (userId && userId !== state.session.userId) throw new AppError(ErrorCode.duplicatedLoginProvider);
      userId = state.session.userId;
    }

    if (!userId) {
      if (!isValidEmail(email)) throw new AppError(ErrorCode.invalidEmail);
      const existing = await findUserByEmail(tx, email);
      if (existing && !verified)
        throw new AppError(
          provider === 'google' ? ErrorCode.emailAlreadyUsedWithGoogle : ErrorCode.emailAlreadyUsedWithLinkedIn,
        );
      if (input.kind === 'teamMember') {
        if (existing) {
          const viewer = await loadViewer(tx, existing.id);
          if (viewer?.role !== 'teamMember') throw new AppError(ErrorCode.loginFailure);
          userId = existing.id;
        } else {
          const domain = email.split('@')[1] ?? '';
          if (!verified || !deps.config.oidc.teamEmailDomains.includes(domain))
            throw new AppError(ErrorCode.loginFailure);
          const user = await insertUser(tx, namesOf(claims, email));
          await addTeamMember(tx, { userId: user.id });
          userId = user.id;
        }
      } else if (existing) {
        userId = existing.id;
      } else {
        const user = await insertUser(tx, namesOf(claims, email));
        await createFreelance(tx, { userId: user.id, firstName: user.firstName });
        await recordActivity(
          tx,
          { userId: user.id, impersonatorUserId: null },
          {
            category: 'freelance',
            type: 'freelance_signed_up',
            entityType: 'user',
            entityId: user.id,
            payload: { provider },
          },
        );
        userId = user.id;
      }
    }

    if (!linked) await repository.insertIdentity(tx, { userId, provider, subject: claims.sub, email: email || null });
    const viewer = await loadViewer(tx, userId);
    if (!viewer?.role) throw new AppError(ErrorCode.loginFailure);
    if (input.kind === 'teamMember' && viewer.role !== 'teamMember') throw new AppError(ErrorCode.loginFailure);
    const token = await createSession(tx, userId, input.meta);
    await recordActivity(
      tx,
      { userId, impersonatorUserId: null },
      { category: 'user', type: 'user_signed_in', entityType: 'user', entityId: userId, payload: { provider } },
    );
    return { token, user: { id: userId, role: viewer.role }, redirect: homePathOf(viewer.role) ?? '/' };
  });
}

function namesOf(claims: IdentityClaims, email: string) {
  const [first, ...rest] = str(claims.name).split(/\s+/);
  return {
    email,
    firstName: str(claims.given_name) || first || email.split('@')[0]!,
    lastName: str(claims.family_name) || rest.join(' ') || '-',
  };
}
