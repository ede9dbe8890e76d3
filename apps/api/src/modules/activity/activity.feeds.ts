import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { findCompany } from '../companies/companies.service';
import { findFreelance } from '../freelancers/freelancers.service';
import * as repository from './activity.repository';
import { type ActivityPage, activityWhere } from './activity.service';

/*
 * The team's feeds of a freelancer, a company and a match: the entity's own events and those of
 * what hangs off it (matches, deals, missions, corporates), in one query on the entity index.
 * The schema restricts them to team members.
 */

const idOf = (value: string | number): number => {
  const id = Number(value);
  if (!isRowId(id)) throw new AppError(ErrorCode.notFound, 'Introuvable.');
  return id;
};

export async function freelanceActivity(db: DbOrTx, freelanceId: string | number, page: ActivityPage) {
  const freelance = await findFreelance(db, idOf(freelanceId));
  if (!freelance) throw new AppError(ErrorCode.notFound, 'Freelance introuvable.');
  return activityWhere(db, repository.ofFreelance(freelance.id, freelance.userId ?? null), page);
}

export async function companyActivity(db: DbOrTx, companyId: string | number, page: ActivityPage) {
  const company = await findCompany(db, idOf(companyId));
  if (!company) throw new AppError(ErrorCode.notFound, 'Entreprise introuvable.');
  return activityWhere(db, repository.ofCompany(company.id), page);
}

/** A match's events and its deals'; the caller has checked that the viewer may read the match. */
export function matchActivityFeed(db: DbOrTx, matchId: number, page: ActivityPage) {
  return activityWhere(db, repository.ofMatch(matchId), page);
}
