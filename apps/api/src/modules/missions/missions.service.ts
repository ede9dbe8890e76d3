import { randomBytes } from 'node:crypto';
import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import {
  businessVolume,
  huntingPriorityScore,
  type MissionFieldError,
  type MissionFormValues,
  type MissionSkillValue,
  missionFailureReasonsByCorporate,
  missionFailureReasonsByTeamMember,
  missionFormErrors,
  missionRefusalReasons,
} from '@orbite/domain/mission';
import { type MissionActor, type MissionStatus, missionMove } from '@orbite/domain/mission-status';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, activityOfEntity, recordActivity } from '../activity/activity.service';
import type { AddressValue } from '../addresses/addresses.schema';
import { findCompany } from '../companies/companies.service';
import { assertNoOverdueRating } from '../reviews/reviews.service';
import type { MarketCaller } from './missions.caller';
import { canEditMission, canReadMission, canReadMissionActivity, missionActorOf } from './missions.policy';
import * as repository from './missions.repository';
import type { MissionRow } from './missions.tables';

const fieldMessages: Record<MissionFieldError, string> = {
  required: 'Ce champ est obligatoire.',
  durationRange: 'La durée va de 1 à 720 jours.',
  maxWeeksRange: 'Le démarrage peut glisser de 0 à 16 semaines.',
  workingTimeRange: 'De 1 à 5 jours par semaine.',
  retributionRange: 'Le tarif journalier va de 200 à 2 500 €.',
  startDatePast: 'La date de début ne peut pas être passée.',
  unknownValue: 'Valeur inconnue.',
  titleTooLong: 'Le titre fait 120 caractères au plus.',
  descriptionTooLong: 'La description fait 10 000 caractères au plus.',
  skillsRequired: 'Ajoutez au moins une compétence.',
  mandatorySkillRequired: 'Au moins une compétence doit être obligatoire.',
  tooManySkills: '15 compétences au plus.',
  tooManyMandatorySkills: '6 compétences obligatoires au plus.',
  skillDuration: 'Années requises : 1, 2, 3, 4, 5, 7, 10 ou 15.',
  duplicateSkill: 'Cette compétence est déjà dans la liste.',
  workplaceAddressRequired: 'Indiquez le lieu de la mission (sauf en télétravail).',
  invalidAddress: 'Adresse incomplète : choisissez une suggestion ou indiquez au moins la ville.',
};

export interface MissionInput extends MissionFormValues {
  location?: AddressValue | null;
}

const editableFields = [
  'title',
  'description',
  'category',
  'startDate',
  'maxWeeksAfterStart',
  'durationInDays',
  'workingTime',
  'retribution',
  'experienceLevel',
  'workplace',
  'offer',
  'renewable',
  'projectType',
] as const;

const notFound = () => new AppError(ErrorCode.notFound, 'Mission introuvable.');

/** The mission when the caller may read it; anything else is "not found", as if it did not exist. */
export async function readableMission(db: DbOrTx, caller: MarketCaller, id: number): Promise<MissionRow> {
  const mission = await repository.findMissionById(db, id);
  if (!mission || !canReadMission(caller, mission)) throw notFound();
  return mission;
}

/** A mission read through something the caller was already allowed to read (their match). */
export const missionById = repository.findMissionById;
/** Missions read through things the caller was already allowed to read (a list of matches), in one query. */
export const missionsByIds = repository.findMissionsByIds;
/**
 * A mission locked for the rest of another module's transaction: the moves of its matches lock it
 * first, so that two of them (two confirmations, a sixth selection) never interleave.
 */
export const lockMissionById = repository.lockMission;

async function lockedMission(db: DbOrTx, caller: MarketCaller, id: number): Promise<MissionRow> {
  const mission = await repository.lockMission(db, id);
  if (!mission || !canReadMission(caller, mission)) throw notFound();
  return mission;
}

/** The longest text an address field holds (a street, a city): the form's fields never need more. */
const ADDRESS_FIELD_MAX = 200;

function checkInput(input: MissionInput, complete: boolean): void {
  const { street, zipCode, city, state, countryIso } = input.location ?? {};
  if ([street, zipCode, city, state, countryIso].some((text) => (text?.length ?? 0) > ADDRESS_FIELD_MAX))
    throw new AppError(ErrorCode.invalidInput, 'Adresse trop longue.', 'location');
  const errors = missionFormErrors(input, { today: todayInParis(), complete });
  const [field, error] = Object.entries(errors)[0] ?? [];
  if (field && error) throw new AppError(ErrorCode.invalidInput, fieldMessages[error], field);
}

function patchOf(input: MissionInput): Partial<MissionRow> {
  const patch: Record<string, unknown> = {};
  for (const field of editableFields) {
    if (input[field] === undefined) continue;
    const value = input[field];
    patch[field] = typeof value === 'string' ? value.trim() || null : value;
  }
  if (input.location !== undefined) {
    patch.location = input.location;
    patch.latitude = input.location?.point?.latitude ?? null;
    patch.longitude = input.location?.point?.longitude ?? null;
  }
  return patch as Partial<MissionRow>;
}

async function writeSkills(db: DbOrTx, missionId: number, skills: readonly MissionSkillValue[] | null | undefined) {
  if (!skills) return;
  const known = await repository.existingSkillIds(
    db,
    skills.map((s) => s.skillId),
  );
  if (skills.some((s) => !known.has(s.skillId)))
    throw new AppError(ErrorCode.invalidInput, 'Compétence inconnue.', 'skills');
  // Mandatory skills first, then by years required, as the spec sorts skill inputs.
  const sorted = [...skills].sort(
    (a, b) => Number(b.primary) - Number(a.primary) || (b.yearsRequired ?? 0) - (a.yearsRequired ?? 0),
  );
  await repository.replaceMissionSkills(db, missionId, sorted);
}

/** The form's values of a stored mission, to check it whole before a submission. */
async function formValuesOf(db: DbOrTx, mission: MissionRow): Promise<MissionInput> {
  const skills = await repository.listMissionSkills(db, [mission.id]);
  return {
    ...mission,
    skills: skills.map((s) => ({ skillId: s.skillId, primary: s.primary, yearsRequired: s.yearsRequired })),
  };
}

/** The fields of the form a save changed, compared as stored (skills as a set). */
function changedFields(input: MissionInput, before: MissionInput, after: MissionInput): string[] {
  const comparable = (field: keyof MissionInput, values: MissionInput) => {
    const value = values[field];
    if (field !== 'skills' || !Array.isArray(value)) return JSON.stringify(value ?? null);
    return JSON.stringify([...(value as MissionSkillValue[])].sort((a, b) => a.skillId - b.skillId));
  };
  return (Object.keys(input) as (keyof MissionInput)[]).filter(
    (field) => input[field] !== undefined && comparable(field, before) !== comparable(field, after),
  );
}

async function refreshPriority(db: DbOrTx, mission: MissionRow, activeMatches = 0): Promise<MissionRow> {
  const score = huntingPriorityScore({
    businessVolume: businessVolume(mission.durationInDays, mission.retribution),
    startDate: mission.startDate,
    today: todayInParis(),
    activeMatches,
  });
  if (score === mission.huntingPriorityScore) return mission;
  return repository.setHuntingPriority(db, mission.id, score);
}

const newHash = () => randomBytes(12).toString('base64url');

/**
 * A new draft. A corporate drafts for its own company; the team drafts for the company it names
 * (the back office's "mission add").
 */
export async function createMission(
  deps: AppDeps,
  caller: MarketCaller,
  input: MissionInput,
  companyId?: number | null,
): Promise<MissionRow> {
  const ownCompany = caller.role === 'corporate' ? caller.companyId : caller.role === 'teamMember' ? companyId : null;
  if (!ownCompany) throw new AppError(caller.role === 'teamMember' ? ErrorCode.invalidInput : ErrorCode.forbidden);
  checkInput(input, false);
  return deps.db.transaction(async (tx) => {
    // The team names the company: one that does not exist is "not found", not a database error.
    if (!isRowId(ownCompany) || !(await findCompany(tx, ownCompany)))
      throw new AppError(ErrorCode.notFound, 'Entreprise introuvable.', 'companyId');
    const mission = await repository.insertMission(tx, {
      ...patchOf(input),
      hash: newHash(),
      companyId: ownCompany,
      createdByCorporateId: caller.corporateId,
      createdByUserId: caller.actor.userId,
      origin: caller.role === 'teamMember' ? 'outbound' : 'directInbound',
    });
    await writeSkills(tx, mission.id, input.skills);
    await recordActivity(tx, caller.actor, {
      category: 'mission',
      type: 'mission_drafted',
      entityType: 'mission',
      entityId: mission.id,
    });
    return refreshPriority(tx, mission);
  });
}

/**
 * Saves the form. A draft may be incomplete; a submitted mission must stay complete. `version` is the
 * one the editor loaded: when someone else changed the mission since, the save fails with 622.
 */
export async function updateMission(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  input: MissionInput,
  version?: number | null,
): Promise<MissionRow> {
  return deps.db.transaction(async (tx) => {
    const mission = await lockedMission(tx, caller, id);
    if (!canEditMission(caller, mission)) throw new AppError(ErrorCode.invalidMissionState);
    if (version != null && version !== mission.version) throw new AppError(ErrorCode.missionHasChanged);
    const draft = mission.status === 'notFinalized';
    checkInput(input, false);
    const before = await formValuesOf(tx, mission);
    const updated = await repository.updateMission(tx, mission.id, patchOf(input));
    await writeSkills(tx, mission.id, input.skills);
    const after = await formValuesOf(tx, updated);
    if (!draft) checkInput(after, true);
    // The history tells what changed: a draft's autosaves are not news (its creation and its submission are),
    // and a save that changed nothing is no event.
    const changed = changedFields(input, before, after);
    if (!draft && changed.length)
      await recordActivity(tx, caller.actor, {
        category: 'mission',
        type: 'mission_updated',
        entityType: 'mission',
        entityId: mission.id,
        payload: { fields: changed },
      });
    return refreshPriority(tx, updated);
  });
}

async function move(
  tx: DbOrTx,
  actor: Actor,
  mission: MissionRow,
  to: MissionStatus,
  who: MissionActor,
  patch: Partial<MissionRow> = {},
  payload: Record<string, unknown> = {},
): Promise<MissionRow> {
  const from = mission.status as MissionStatus;
  const step = missionMove(from, to);
  if (!step?.actors.includes(who))
    throw new AppError(ErrorCode.invalidMissionState, 'Cette mission ne peut pas passer à ce statut.');
  const updated = await repository.updateMission(tx, mission.id, { ...patch, status: to });
  await recordActivity(tx, actor, {
    category: 'mission',
    type: step.event,
    entityType: 'mission',
    entityId: mission.id,
    payload: { from, to, by: who, ...payload },
  });
  return updated;
}

/** Sends a complete draft on: to the company's admin (a manager's) or to the team (an admin's, the team's). */
export async function submitMission(deps: AppDeps, caller: MarketCaller, id: number): Promise<MissionRow> {
  const who = missionActorOf(caller);
  if (!who) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const mission = await lockedMission(tx, caller, id);
    if (mission.status !== 'notFinalized') throw new AppError(ErrorCode.invalidMissionState);
    checkInput(await formValuesOf(tx, mission), true);
    // Code 600: a client with a finished mission unrated for over 30 days rates it first.
    if (who !== 'teamMember') await assertNoOverdueRating(tx, mission.companyId);
    const to = who === 'corporateManager' ? 'toApprove' : 'toValidate';
    return move(tx, caller.actor, mission, to, who, { submittedAt: new Date() });
  });
}

export interface StatusChange {
  status: MissionStatus;
  refusalReason?: string | null;
  failureReasons?: readonly string[] | null;
  comment?: string | null;
  version?: number | null;
}

/** Any other move of the machine: validation, refusal, failure, approval, reopening, revival. */
export async function changeMissionStatus(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  change: StatusChange,
): Promise<MissionRow> {
  const who = missionActorOf(caller);
  if (!who) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const mission = await lockedMission(tx, caller, id);
    if (change.version != null && change.version !== mission.version) throw new AppError(ErrorCode.missionHasChanged);
    const step = missionMove(mission.status as MissionStatus, change.status);
    if (!step?.actors.includes(who)) throw new AppError(ErrorCode.invalidMissionState);
    const comment = change.comment?.trim() || null;
    if (comment && comment.length > 2000)
      throw new AppError(ErrorCode.invalidInput, '2 000 caractères au plus.', 'comment');
    const patch: Partial<MissionRow> = { statusComment: comment };
    if (step.reason === 'refusal') {
      if (!missionRefusalReasons.includes(change.refusalReason as never))
        throw new AppError(ErrorCode.invalidInput, 'Choisissez un motif de refus.', 'refusalReason');
      patch.refusalReason = change.refusalReason ?? null;
    }
    if (step.reason === 'failure') {
      const allowed: readonly string[] =
        who === 'teamMember' ? missionFailureReasonsByTeamMember : missionFailureReasonsByCorporate;
      const reasons = [...new Set(change.failureReasons ?? [])];
      if (reasons.length === 0 || reasons.some((r) => !allowed.includes(r)))
        throw new AppError(ErrorCode.invalidInput, 'Choisissez au moins un motif d’échec.', 'failureReasons');
      patch.failureReasons = reasons;
    }
    if (step.reason === 'approvalDecline' && !comment)
      throw new AppError(ErrorCode.invalidInput, 'Expliquez pourquoi la mission n’est pas approuvée.', 'comment');
    // Leaving the draft is a submission: the mission must be complete, as submitMission checks.
    if (mission.status === 'notFinalized') {
      checkInput(await formValuesOf(tx, mission), true);
      if (who !== 'teamMember') await assertNoOverdueRating(tx, mission.companyId);
      patch.submittedAt = new Date();
    }
    if (change.status === 'seeking' && mission.status === 'toValidate') patch.validatedAt = new Date();
    if (change.status === 'toValidate' && who !== 'teamMember') patch.submittedAt = new Date();
    return move(tx, caller.actor, mission, change.status, who, patch, {
      reasons: patch.failureReasons ?? patch.refusalReason ?? undefined,
      comment: comment ?? undefined,
    });
  });
}

/** A move the platform makes itself, inside another use case's transaction (a confirmed match starts contracting). */
export async function systemMoveMission(
  tx: DbOrTx,
  actor: Actor,
  missionId: number,
  to: MissionStatus,
): Promise<MissionRow> {
  const mission = await repository.lockMission(tx, missionId);
  if (!mission) throw notFound();
  if (mission.status === to) return mission;
  return move(tx, actor, mission, to, 'system');
}

/** A copy of a mission as a new draft of the same company, with its skills. */
export async function duplicateMission(deps: AppDeps, caller: MarketCaller, id: number): Promise<MissionRow> {
  if (!missionActorOf(caller)) throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const source = await lockedMission(tx, caller, id);
    const skills = await repository.listMissionSkills(tx, [source.id]);
    const today = todayInParis();
    const copy = await repository.insertMission(tx, {
      ...Object.fromEntries(editableFields.map((field) => [field, source[field]])),
      // A past start date would block the submission: the copy starts blank on that field.
      startDate: source.startDate && source.startDate >= today ? source.startDate : null,
      location: source.location,
      latitude: source.latitude,
      longitude: source.longitude,
      hash: newHash(),
      companyId: source.companyId,
      createdByCorporateId: caller.corporateId,
      createdByUserId: caller.actor.userId,
      origin: source.origin,
      duplicatedFromId: source.id,
    });
    await repository.replaceMissionSkills(
      tx,
      copy.id,
      skills.map((s) => ({ skillId: s.skillId, primary: s.primary, yearsRequired: s.yearsRequired })),
    );
    await recordActivity(tx, caller.actor, {
      category: 'mission',
      type: 'mission_duplicated',
      entityType: 'mission',
      entityId: copy.id,
      payload: { from: source.id },
    });
    return refreshPriority(tx, copy);
  });
}

export const missionByHash = (db: DbOrTx, hash: string) =>
  /^[\w-]{8,64}$/.test(hash) ? repository.findMissionByHash(db, hash) : Promise.resolve(null);
export const missionSkillsOf = repository.listMissionSkills;
export { refreshPriority as refreshHuntingPriority };

/** The history of a mission (who moved it, edited it, copied it), for the team and the mission's company. */
export async function missionActivity(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
  page: { offset?: number | null; limit?: number | null; includeTechnical?: boolean | null },
) {
  const mission = await readableMission(deps.db, caller, missionId);
  if (!canReadMissionActivity(caller, mission)) throw notFound();
  return activityOfEntity(deps.db, { type: 'mission', id: mission.id }, page);
}

/** The deals module keeps an ongoing mission's sub-status (ongoing, renewing, ending) in step with its deal. */
export const setMissionOngoingStatus = repository.setOngoingStatus;
