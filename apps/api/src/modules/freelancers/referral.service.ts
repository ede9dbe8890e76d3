import { ErrorCode } from '@orbite/domain/errors';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findFreelanceByReferralCode } from './freelancers.repository';

export { listSponsored, referrerOf } from './referral.repository';

import { freelances } from './freelancers.tables';
import * as repository from './profile.repository';
import { changeProfile, type ProfileCaller } from './profile.service';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

const codePattern = /^[A-Z0-9]{4,20}$/;

/**
 * Saves referral information: a personal referral code (4 to 20 letters or digits, unique), and
 * the code of the freelancer who brought this one, once, if none was given at sign-up (never oneself).
 */
export function saveReferralInfo(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  info: { referralCode?: string | null; referrerCode?: string | null },
) {
  return changeProfile(deps, caller, freelanceId, 'freelance_referral_updated', async (tx, freelance) => {
    const patch: repository.FreelanceInfoPatch = {};
    if (info.referralCode != null) {
      const code = info.referralCode.trim().toUpperCase();
      if (!codePattern.test(code))
        throw invalid('referralCode', 'Un code de parrainage compte 4 à 20 lettres ou chiffres.');
      const holder = await findFreelanceByReferralCode(tx, code);
      if (holder && holder.id !== freelance.id) throw invalid('referralCode', 'Ce code est déjà pris.');
      await tx.update(freelances).set({ referralCode: code }).where(eq(freelances.id, freelance.id));
    }
    if (info.referrerCode != null && info.referrerCode.trim() !== '') {
      if (freelance.referrerId) throw invalid('referrerCode', 'Votre parrain est déjà enregistré.');
      const referrer = await findFreelanceByReferralCode(tx, info.referrerCode);
      if (!referrer || referrer.id === freelance.id) throw invalid('referrerCode', 'Code de parrainage inconnu.');
      patch.referrerId = referrer.id;
    }
    if (Object.keys(patch).length) await repository.updateFreelance(tx, freelance.id, patch);
    return (await repository.findFreelanceById(tx, freelance.id))!;
  });
}

/** The team's internal notes on a freelancer. */
export async function updateComments(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  comments: string | null,
) {
  if (caller.profile.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const text = comments?.trim() || null;
  if (text && text.length > 10_000) throw invalid('comments', 'Notes trop longues (10 000 caractères au plus).');
  return changeProfile(deps, caller, freelanceId, 'freelance_comments_updated', (tx, freelance) =>
    repository.updateFreelance(tx, freelance.id, { comments: text }),
  );
}
