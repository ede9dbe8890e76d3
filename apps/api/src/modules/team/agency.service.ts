import { AGENCY_SOON_DAYS, type AgencyState, agencyStateOf } from '@orbite/domain/agency';
import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './agency.repository';
import { findTeamMembersByIds } from './team.repository';
import { type TeamCaller, teamOnly } from './teams.service';

/** A portfolio shows at most this many freelancers (the whole agency's included): the page is a working list. */
export const AGENCY_LIMIT = 500;

export interface AgencyMember extends repository.AgencyFreelancerRow {
  state: AgencyState;
}

/**
 * The agency as a team member sees it: the agents and their counts, and one agent's portfolio (the whole agency's
 * when `agentId` is null), each freelancer with where they stand today (@orbite/domain/agency). 404 for an
 * agent id that is not a team member.
 */
export async function agency(db: DbOrTx, caller: TeamCaller, agentId: number | null) {
  const viewerId = teamOnly(caller);
  if (agentId !== null && !(Number.isInteger(agentId) && (await findTeamMembersByIds(db, [agentId])).length === 1))
    throw new AppError(ErrorCode.notFound, 'Ce membre de l’équipe n’existe pas.');
  const today = todayInParis();
  const agents = await repository.agencyAgents(db);
  const rows = await repository.agencyPortfolio(db, agentId, today, AGENCY_LIMIT + 1);
  const members: AgencyMember[] = rows.slice(0, AGENCY_LIMIT).map((row) => ({
    ...row,
    retribution: row.retribution === null ? null : Number(row.retribution),
    state: agencyStateOf(row, today),
  }));
  return { agents, members, truncated: rows.length > AGENCY_LIMIT, soonDays: AGENCY_SOON_DAYS, viewerId };
}
