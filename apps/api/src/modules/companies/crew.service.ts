import { ErrorCode } from '@orbite/domain/errors';
import { defaultPageSize, isPageSize } from '@orbite/domain/pagination';
import type { CorporatePermission, CorporateRole } from '@orbite/domain/roles';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { endAllSessionsOf } from '../auth/account-closure';
import type { Viewer } from '../auth/auth.viewer';
import { canEditMembers, editRefusal, flagsOf, removalRefusal } from './crew.policy';
import * as repository from './crew.repository';
import { assertManagesCrew, crewActorOf } from './invitations.service';

const notFound = () => new AppError(ErrorCode.notFound, 'Cet utilisateur est introuvable.');

/** The company's users, for admins and showCrew holders; `canEdit` says whether the viewer may change them. */
export async function crewOf(deps: AppDeps, viewer: Viewer) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  const members = await repository.crewOfCompany(deps.db, actor.companyId);
  return { actor, members, canEdit: canEditMembers(actor) };
}

export interface CrewMemberChange {
  role?: CorporateRole | null;
  permissions?: Partial<Record<CorporatePermission, boolean | null>> | null;
}

/** Changes a colleague's role or flags (admins only; the last admin keeps the admin rights). */
export async function updateCrewMember(deps: AppDeps, viewer: Viewer, corporateId: number, change: CrewMemberChange) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  return deps.db.transaction(async (tx) => {
    const target = await repository.findCorporateOfCompany(tx, actor.companyId, corporateId);
    if (!target) throw notFound();
    const role = change.role ?? target.role;
    const flags = flagsOf(change.permissions ? { ...target.permissions, ...change.permissions } : target.permissions);
    const refusal = editRefusal(actor, target, { role, flags }, await repository.countAdmins(tx, actor.companyId));
    if (refusal === 'forbidden') throw new AppError(ErrorCode.forbidden, 'Seul un administrateur modifie les droits.');
    if (refusal === 'lastAdmin')
      throw new AppError(
        ErrorCode.forbidden,
        'L’entreprise doit garder un administrateur qui gère l’équipe et l’administration.',
        'role',
      );
    await repository.updateCorporateAccess(tx, target.id, { role, permissions: flags });
    const [member] = await repository.crewOfCompany(tx, actor.companyId, target.id);
    return member!;
  });
}

const removalMessages = {
  self: 'Vous ne pouvez pas vous retirer vous-même de l’équipe.',
  lastAdmin: 'Le dernier administrateur de l’entreprise ne peut pas être retiré.',
  ownsMissions: 'Cet utilisateur a créé des missions de l’entreprise : il ne peut pas être retiré.',
} as const;

/** Removes a colleague from the company (643 when not deletable). */
export async function removeCrewMember(deps: AppDeps, viewer: Viewer, corporateId: number) {
  const actor = crewActorOf(viewer);
  assertManagesCrew(actor);
  return deps.db.transaction(async (tx) => {
    const target = await repository.findCorporateOfCompany(tx, actor.companyId, corporateId);
    if (!target) throw notFound();
    const refusal = removalRefusal(actor, target, {
      admins: await repository.countAdmins(tx, actor.companyId),
      createdMissions: await repository.countMissionsCreatedBy(tx, target.id),
    });
    if (refusal === 'forbidden')
      throw new AppError(ErrorCode.forbidden, 'Seul un administrateur retire un utilisateur.');
    if (refusal) throw new AppError(ErrorCode.corporateNotDeletable, removalMessages[refusal]);
    await repository.deleteCorporate(tx, target.id);
    // The removed user keeps no role here: their sessions end now and their sockets close after the commit.
    await endAllSessionsOf(tx, target.userId, deps.pubsub);
    return true;
  });
}

/** One page of the freelancers the viewer's company worked with (the schema checked showCommunity). */
export async function communityOf(deps: AppDeps, viewer: Viewer, page: number, pageSize: number) {
  const actor = crewActorOf(viewer);
  const size = isPageSize(pageSize) ? pageSize : defaultPageSize;
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const rows = await repository.communityOfCompany(deps.db, actor.companyId, {
    limit: size,
    offset: (current - 1) * size,
  });
  return { nodes: rows, total: rows[0]?.total ?? 0, page: current, pageSize: size };
}
