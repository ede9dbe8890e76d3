import { ErrorCode } from '@orbite/domain/errors';
import {
  activeMatchStatuses,
  type MatchStatus,
  postMeetingFreelanceReasons,
  visibleToFreelance,
} from '@orbite/domain/match-status';
import { applicationGoesToClient } from '@orbite/domain/mission';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { MarketCaller } from '../missions/missions.caller';
import { canReadMission } from '../missions/missions.policy';
import { lockMissionById, missionById } from '../missions/missions.service';
import { isEmailConfirmed } from '../users/users.repository';
import * as repository from './matches.repository';
import { afterMatchChange, createMatch, invalid, moveMatch, notFound } from './matches.service';
import type { MatchRow } from './matches.tables';
import * as factsRepository from './matching-facts.repository';

/** The freelancer's own moves on a mission: applying to it, and passing on it. */

const applyError = (
  reason: 'hasApplied' | 'invalidFreelanceState' | 'invalidMissionMatchState' | 'invalidMissionState',
) =>
  new AppError(
    ErrorCode.missionNotApplicable,
    {
      hasApplied: 'Vous avez déjà postulé à cette mission.',
      invalidFreelanceState: 'Votre profil ne permet pas encore de postuler : il doit être validé par notre équipe.',
      invalidMissionMatchState: 'Vous ne pouvez plus postuler à cette mission.',
      invalidMissionState: 'Cette mission n’accepte plus de candidatures.',
    }[reason],
    undefined,
    reason,
  );

/** The freelancer applies; the four apply conditions of the spec give error 634 with their reason. */
export async function applyToMission(deps: AppDeps, caller: MarketCaller, missionId: number, message?: string | null) {
  const freelanceId = caller.freelanceId;
  if (caller.role !== 'freelancer' || !freelanceId) throw new AppError(ErrorCode.forbidden);
  const text = message?.trim() || null;
  if (text && text.length > 2000) throw invalid('message', '2 000 caractères au plus.');
  return deps.db.transaction(async (tx) => {
    const mission = await lockMissionById(tx, missionId);
    const existing = mission ? await repository.findMatchOf(tx, missionId, freelanceId, true) : null;
    // Outside its running, a mission closed to applications is "not found", as `mission` answers.
    const visible = existing ? visibleToFreelance(existing.status as MatchStatus) : false;
    if (!mission || !canReadMission(caller, mission, visible)) throw notFound();
    if (mission.status !== 'seeking') throw applyError('invalidMissionState');
    // A freelancer who signed up alone applies once the address is proven (email-confirmation.service.ts).
    if (caller.userId !== null && !(await isEmailConfirmed(tx, caller.userId)))
      throw new AppError(
        ErrorCode.userNotConfirmed,
        'Confirmez d’abord votre adresse e-mail avec le lien reçu à l’inscription : vous pourrez ensuite postuler.',
      );
    const freelance = (await factsRepository.freelanceFacts(tx, [freelanceId])).get(freelanceId);
    if (!freelance || freelance.preUser || (freelance.status !== 'validated' && freelance.status !== 'new'))
      throw applyError('invalidFreelanceState');
    let match: MatchRow;
    if (existing) {
      // A pass can be taken back; a preselection the freelancer cannot see turns into their application.
      if (existing.status === 'freelanceNotInterested' || existing.status === 'teamMemberPreselection')
        match = await moveMatch(tx, caller, existing, 'freelanceApplication', {
          patch: { message: text, faAppliedByUserId: caller.actor.userId },
        });
      else if (activeMatchStatuses.includes(existing.status as never)) throw applyError('hasApplied');
      else throw applyError('invalidMissionMatchState');
    } else {
      match = await createMatch(tx, caller, mission, freelanceId, 'freelanceApplication', {
        message: text,
        source: 'teamMember',
        preMatchingSource: 'freelancerAction',
        faAppliedByUserId: caller.actor.userId,
      });
    }
    // Connect: the client meets the candidates itself; the team has already qualified this freelancer.
    if (applicationGoesToClient(mission.offer, freelance.status))
      match = await moveMatch(tx, caller, match, 'corporateValidation', {
        bySystem: true,
        patch: { source: 'automatic' },
      });
    await afterMatchChange(tx, missionId);
    return match;
  });
}

/** The freelancer passes on a recommended mission: it leaves their explore list. */
export async function notInterested(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
  reasons?: readonly string[] | null,
) {
  const freelanceId = caller.freelanceId;
  if (caller.role !== 'freelancer' || !freelanceId) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    // A mission the freelancer cannot see is not found, whatever the input: checking the reasons
    // first would tell a stranger that the mission exists.
    const mission = await missionById(tx, missionId);
    if (!mission || !canReadMission(caller, mission)) throw notFound();
    const list = [...new Set(reasons ?? [])];
    if (list.some((r) => !(postMeetingFreelanceReasons as readonly string[]).includes(r)))
      throw invalid('reasons', 'Motif inconnu.');
    const existing = await repository.findMatchOf(tx, missionId, freelanceId, true);
    if (existing) {
      if (existing.status === 'freelanceProposal')
        return moveMatch(tx, caller, existing, 'freelanceDeclined', { reasons: list.length ? list : ['other'] });
      if (existing.status === 'teamMemberPreselection')
        return moveMatch(tx, caller, existing, 'freelanceNotInterested', { patch: { declineReasons: list } });
      throw applyError('invalidMissionMatchState');
    }
    return createMatch(tx, caller, mission, freelanceId, 'freelanceNotInterested', {
      declineReasons: list,
      source: 'teamMember',
      preMatchingSource: 'freelancerAction',
    });
  });
}
