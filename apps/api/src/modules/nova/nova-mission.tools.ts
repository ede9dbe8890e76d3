import { ErrorCode } from '@orbite/domain/errors';
import type { MatchArgumentName } from '@orbite/domain/matching';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { isRowId } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { evaluatePairs } from '../matches/matching.service';
import { readableMission } from '../missions/missions.service';
import type { NovaToolContext } from './nova.tools';

/*
 * The tools on one mission: explainMatch (a match ratio, criterion by criterion) and missionSummary
 * (status and next step). The mission is read with the caller's rights: another company's mission
 * is "not found".
 */

/** A database id from a tool argument, or null. */
const idOf = (value: unknown): number | null => {
  const n = Number(value);
  return isRowId(n) ? n : null;
};

const missionNotFound = () => new AppError(ErrorCode.notFound, 'Mission introuvable.');

export async function readMission(ctx: NovaToolContext, value: unknown) {
  const id = idOf(value);
  if (!id) throw missionNotFound();
  return readableMission(ctx.deps.db, ctx.caller, id);
}

const argumentLabels: Record<MatchArgumentName, string> = {
  levelInSkills: 'Niveau dans les compétences demandées',
  availability: 'Disponibilité',
  retribution: 'Tarif journalier',
  location: 'Localisation',
  daysPerWeek: 'Jours par semaine',
  interestInSkills: 'Intérêt pour les compétences',
  companySize: 'Taille d’entreprise',
  duration: 'Durée de mission',
  experienceLevel: 'Niveau d’expérience',
};
const stateLabels = { met: 'rempli', partial: 'en partie', missed: 'non rempli', unknown: 'inconnu' } as const;

export async function explainMatchTool(ctx: NovaToolContext, args: Record<string, unknown>) {
  const mission = await readMission(ctx, args.missionId);
  const freelanceId = idOf(args.freelanceId);
  const evaluation = freelanceId
    ? (await evaluatePairs(ctx.deps.db, [{ missionId: mission.id, freelanceId }])).get(`${mission.id}:${freelanceId}`)
    : undefined;
  if (!evaluation) throw new AppError(ErrorCode.notFound, 'Freelance introuvable.');
  return {
    missionId: String(mission.id),
    freelanceId: String(freelanceId),
    ratio: { numerator: evaluation.numerator, denominator: evaluation.denominator, percent: evaluation.percent },
    arguments: (Object.keys(evaluation.arguments) as MatchArgumentName[]).map((name) => ({
      name,
      met: evaluation.arguments[name] === 'met',
      detail: `${argumentLabels[name] ?? name} : ${stateLabels[evaluation.arguments[name]]}`,
    })),
  };
}

export const missionStatusLabels: Record<MissionStatus, string> = {
  notFinalized: 'Brouillon',
  toApprove: 'En attente d’approbation',
  approvalDeclined: 'Approbation refusée',
  toValidate: 'En cours de validation par Orbite',
  refused: 'Refusée',
  seeking: 'En recherche de freelances',
  failed: 'Non pourvue',
  quotation: 'En proposition commerciale',
  onGoing: 'En cours',
  finished: 'Terminée',
  reviewed: 'Terminée et évaluée',
};
const nextSteps: Record<MissionStatus, string> = {
  notFinalized: 'Compléter le formulaire puis soumettre la mission.',
  toApprove: 'Un administrateur de l’entreprise doit approuver la mission.',
  approvalDeclined: 'Revoir la mission selon le motif du refus, puis la soumettre à nouveau.',
  toValidate: 'L’équipe Orbite vérifie la mission avant de la publier.',
  refused: 'Aucune : la mission a été refusée.',
  seeking: 'Examiner les profils proposés et organiser les entretiens.',
  failed: 'Dupliquer la mission pour relancer la recherche.',
  quotation: 'Valider la proposition commerciale pour démarrer.',
  onGoing: 'Suivre les comptes rendus d’activité du freelance.',
  finished: 'Évaluer le freelance.',
  reviewed: 'Aucune : la mission est close.',
};

export async function missionSummaryTool(ctx: NovaToolContext, args: Record<string, unknown>) {
  const mission = await readMission(ctx, args.missionId);
  const status = mission.status as MissionStatus;
  return {
    missionId: String(mission.id),
    title: mission.title,
    status,
    statusLabel: missionStatusLabels[status] ?? status,
    nextStep: nextSteps[status] ?? '',
    url: ctx.viewer.role === 'teamMember' ? `/backoffice/missions/${mission.id}` : `/enterprise/missions/${mission.id}`,
  };
}
