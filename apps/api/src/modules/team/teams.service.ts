import { ErrorCode } from '@orbite/domain/errors';
import { normalizeTeamDescription, normalizeTeamName, type TeamMemberRole } from '@orbite/domain/team';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import * as repository from './teams.repository';

/** Who manages teams: any team member (the back office has no finer role; see the decisions). */
export interface TeamCaller {
  actor: Actor;
  teamMemberId: number | null;
}

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
const notFound = (message: string) => new AppError(ErrorCode.notFound, message);

export function teamOnly(caller: TeamCaller): number {
  if (!caller.teamMemberId) throw new AppError(ErrorCode.forbidden);
  return caller.teamMemberId;
}

export const listTeams = (db: DbOrTx) => repository.listTeams(db);
export const findTeams = (db: DbOrTx, ids: readonly number[]) => repository.findTeamsByIds(db, ids);
export const countMembersOfTeams = (db: DbOrTx, ids: readonly number[]) => repository.countMembersOfTeams(db, ids);
export const countAssignedCompanies = (db: DbOrTx, ids: readonly number[]) =>
  repository.countAssignedCompanies(db, ids);
export const countAssignedFreelances = (db: DbOrTx, ids: readonly number[]) =>
  repository.countAssignedFreelances(db, ids);

export async function readableTeam(db: DbOrTx, id: number) {
  const team = await repository.findTeamById(db, id);
  if (!team) throw notFound('Équipe introuvable.');
  return team;
}

export function teamMembersList(db: DbOrTx, options: { teamId?: number | null; role?: TeamMemberRole | null }) {
  return repository.listTeamMembers(db, options);
}

interface TeamInput {
  name: string;
  description?: string | null;
}

function checkedInput(input: TeamInput) {
  const name = normalizeTeamName(input.name);
  if (!name) throw invalid('name', 'Le nom est obligatoire (60 caractères au plus).');
  const description = normalizeTeamDescription(input.description);
  if (description === undefined) throw invalid('description', '500 caractères au plus.');
  return { name, description };
}

async function uniqueName(db: DbOrTx, name: string, exceptId?: number) {
  const same = await repository.findTeamByName(db, name);
  if (same && same.id !== exceptId) throw invalid('name', 'Une équipe porte déjà ce nom.');
}

export async function createTeam(deps: AppDeps, caller: TeamCaller, input: TeamInput) {
  teamOnly(caller);
  const values = checkedInput(input);
  return deps.db.transaction(async (tx) => {
    await uniqueName(tx, values.name);
    const team = await repository.insertTeam(tx, values);
    await recordActivity(tx, caller.actor, {
      category: 'team_member',
      type: 'team_created',
      entityType: 'team',
      entityId: team.id,
      payload: { name: team.name },
    });
    return { ...team, membersCount: 0 };
  });
}

export async function updateTeam(deps: AppDeps, caller: TeamCaller, id: number, input: TeamInput) {
  teamOnly(caller);
  const values = checkedInput(input);
  return deps.db.transaction(async (tx) => {
    const before = await readableTeam(tx, id);
    await uniqueName(tx, values.name, before.id);
    const team = (await repository.updateTeam(tx, before.id, values))!;
    await recordActivity(tx, caller.actor, {
      category: 'team_member',
      type: 'team_updated',
      entityType: 'team',
      entityId: team.id,
      payload: { from: before.name, to: team.name },
    });
    return team;
  });
}

/** Deletes a team; its members keep their accounts and assignments, without a team. */
export async function deleteTeam(deps: AppDeps, caller: TeamCaller, id: number) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const team = await repository.deleteTeam(tx, (await readableTeam(tx, id)).id);
    if (!team) throw notFound('Équipe introuvable.');
    await recordActivity(tx, caller.actor, {
      category: 'team_member',
      type: 'team_deleted',
      entityType: 'team',
      entityId: team.id,
      payload: { name: team.name },
    });
    return true;
  });
}

async function lockedMember(db: DbOrTx, id: number) {
  const member = await repository.lockTeamMember(db, id);
  if (!member) throw notFound('Membre de l’équipe introuvable.');
  return member;
}

/** Moves a team member to a team, or out of any team (null). */
export async function setTeamMemberTeam(deps: AppDeps, caller: TeamCaller, memberId: number, teamId: number | null) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    const team = teamId === null ? null : await repository.findTeamById(tx, teamId);
    if (teamId !== null && !team) throw invalid('teamId', 'Équipe introuvable.');
    if (member.teamId === (team?.id ?? null)) return member;
    const updated = await repository.updateTeamMember(tx, member.id, { teamId: team?.id ?? null });
    await recordActivity(tx, caller.actor, {
      category: 'team_member',
      type: 'team_member_moved',
      entityType: 'teamMember',
      entityId: member.id,
      payload: { from: member.teamId, to: updated.teamId },
    });
    return updated;
  });
}

/**
 * Gives or takes the account manager and freelancer agent roles. A role is not taken while the member
 * still follows companies or freelancers under it: they are reassigned first (no orphan assignment).
 */
export async function setTeamMemberRoles(
  deps: AppDeps,
  caller: TeamCaller,
  memberId: number,
  roles: { accountManager: boolean; freelancerAgent: boolean },
) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    if (member.accountManager && !roles.accountManager) {
      const companies = (await repository.countAssignedCompanies(tx, [member.id])).get(member.id) ?? 0;
      if (companies > 0)
        throw invalid(
          'accountManager',
          `Réassignez d’abord ses ${companies} entreprise(s) à un autre chargé de compte.`,
        );
    }
    if (member.freelancerAgent && !roles.freelancerAgent) {
      const freelancers = (await repository.countAssignedFreelances(tx, [member.id])).get(member.id) ?? 0;
      if (freelancers > 0)
        throw invalid('freelancerAgent', `Réassignez d’abord ses ${freelancers} freelance(s) à un autre agent.`);
    }
    if (member.accountManager === roles.accountManager && member.freelancerAgent === roles.freelancerAgent)
      return member;
    const updated = await repository.updateTeamMember(tx, member.id, roles);
    await recordActivity(tx, caller.actor, {
      category: 'team_member',
      type: 'team_member_roles_changed',
      entityType: 'teamMember',
      entityId: member.id,
      payload: { accountManager: updated.accountManager, freelancerAgent: updated.freelancerAgent },
    });
    return updated;
  });
}
