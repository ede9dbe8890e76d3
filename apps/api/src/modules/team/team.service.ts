import type { DbOrTx } from '../../db/client';
import * as repository from './team.repository';

export const findTeamMemberOfUser = (db: DbOrTx, userId: number) => repository.findTeamMemberByUserId(db, userId);
export const findTeamMembersOfUsers = (db: DbOrTx, userIds: number[]) =>
  repository.findTeamMembersByUserIds(db, userIds);

export function addTeamMember(
  db: DbOrTx,
  input: { userId: number; accountManager?: boolean; freelancerAgent?: boolean },
) {
  return repository.insertTeamMember(db, {
    userId: input.userId,
    accountManager: input.accountManager ?? false,
    freelancerAgent: input.freelancerAgent ?? false,
  });
}

export function markTipAsRead(db: DbOrTx, teamMemberId: number, tip: string) {
  return repository.dismissTip(db, teamMemberId, tip.trim().slice(0, 100));
}
