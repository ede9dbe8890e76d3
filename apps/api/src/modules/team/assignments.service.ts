import { ErrorCode } from '@orbite/domain/errors';
import { defaultPageSize, isPageSize } from '@orbite/domain/pagination';
import { holdsRole, type TeamMemberRole } from '@orbite/domain/team';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import * as repository from './assignments.repository';
import { lockTeamMember } from './teams.repository';
import { type TeamCaller, teamOnly } from './teams.service';

/** The team member to assign, who must hold the role; null unassigns. */
async function assignee(db: DbOrTx, teamMemberId: number | null, role: TeamMemberRole, field: string) {
  if (teamMemberId === null) return null;
  const member = await lockTeamMember(db, teamMemberId);
  if (!member) throw new AppError(ErrorCode.invalidInput, 'Membre de l’équipe introuvable.', field);
  if (!holdsRole(member, role))
    throw new AppError(
      ErrorCode.invalidInput,
      role === 'accountManager'
        ? 'Ce membre de l’équipe n’est pas chargé de compte.'
        : 'Ce membre de l’équipe n’est pas agent de freelances.',
      field,
    );
  return member;
}

/** Gives a company its account manager (a team member with that role), or none. */
export async function assignAccountManager(
  deps: AppDeps,
  caller: TeamCaller,
  companyId: number,
  teamMemberId: number | null,
) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const company = await repository.lockCompany(tx, companyId);
    if (!company) throw new AppError(ErrorCode.notFound, 'Entreprise introuvable.');
    const member = await assignee(tx, teamMemberId, 'accountManager', 'teamMemberId');
    if (company.accountManagerId === (member?.id ?? null)) return company;
    const updated = await repository.setCompanyAccountManager(tx, company.id, member?.id ?? null);
    await recordActivity(tx, caller.actor, {
      category: 'company',
      type: member ? 'company_account_manager_assigned' : 'company_account_manager_removed',
      entityType: 'company',
      entityId: company.id,
      payload: { from: company.accountManagerId, to: updated.accountManagerId },
    });
    return updated;
  });
}

/** Gives a freelancer an agent (a team member with the freelancer agent role), or none. */
export async function assignFreelancerAgent(
  deps: AppDeps,
  caller: TeamCaller,
  freelanceId: number,
  teamMemberId: number | null,
) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const freelance = await repository.lockFreelance(tx, freelanceId);
    if (!freelance) throw new AppError(ErrorCode.notFound, 'Freelance introuvable.');
    const member = await assignee(tx, teamMemberId, 'freelancerAgent', 'teamMemberId');
    if (freelance.talentSuccessManagerId === (member?.id ?? null)) return freelance;
    const updated = await repository.setFreelanceAgent(tx, freelance.id, member?.id ?? null);
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: member ? 'freelance_agent_assigned' : 'freelance_agent_removed',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: {
        freelanceId: freelance.id,
        from: freelance.talentSuccessManagerId,
        to: updated.talentSuccessManagerId,
      },
    });
    return updated;
  });
}

/** The account manager's id of a company (null when none); 404 when the company is unknown. */
export async function accountManagerIdOf(db: DbOrTx, companyId: number) {
  const company = await repository.findCompany(db, companyId);
  if (!company) throw new AppError(ErrorCode.notFound, 'Entreprise introuvable.');
  return company.accountManagerId;
}

/** The companies the calling team member follows as account manager ("Mes entreprises"). */
export function myCompanies(db: DbOrTx, caller: TeamCaller, page: { offset?: number | null; limit?: number | null }) {
  const me = teamOnly(caller);
  return repository.companiesOfAccountManager(db, me, {
    offset: Math.max(0, page.offset ?? 0),
    limit: isPageSize(page.limit) ? page.limit : defaultPageSize,
  });
}
