import { missionStatuses } from '@orbite/domain/mission-status';
import { type DbOrTx, readAll } from '../../db/client';
import { loadViewers } from '../auth/auth.viewer';
import { findCorporatesByIds, searchCompaniesByName } from '../companies/companies.repository';
import { findCompanies } from '../companies/companies.service';
import { findFreelance } from '../freelancers/freelancers.service';
import { listMissions } from '../missions/missions.repository';
import { missionsByIds } from '../missions/missions.service';
import { findTeamMembersByIds } from '../team/team.repository';
import { searchUsers } from '../users/users.repository';
import * as content from './chat.content.repository';
import { type ChatPerson, peopleByIds, peopleOfViewers } from './chat.people';
import { type ChatCaller, mentionsEverything } from './chat.policy';
import * as repository from './chat.repository';
import { type MentionRef, mentionKey } from './chat.sanitize';

/** The most mentions one message records; more stay plain text. */
const MAX_MENTIONS = 20;
const MAX_CANDIDATES = 8;

export interface MentionTarget {
  label: string;
  /** The person mentioned (F, C, T), for their count and notification. */
  userId: number | null;
  /** The mission's company (M) or the company itself (CP). */
  companyId: number | null;
}

const missionLabel = (mission: { id: number; title: string | null }) =>
  mission.title?.trim() || `Mission ${mission.id}`;

/** Names of mentioned people and things as the database has them now; unknown ids are left out. */
export async function mentionTargets(db: DbOrTx, refs: readonly MentionRef[]): Promise<Map<string, MentionTarget>> {
  const idsOf = (type: MentionRef['type']) => refs.filter((r) => r.type === type).map((r) => r.id);
  const freelances = [];
  for (const id of idsOf('F')) freelances.push(await findFreelance(db, id));
  const [corporates, team, missions, companies] = await readAll(db, [
    () => findCorporatesByIds(db, idsOf('C')),
    () => findTeamMembersByIds(db, idsOf('T')),
    () => missionsByIds(db, idsOf('M')),
    () => findCompanies(db, idsOf('CP')),
  ] as const);
  const profiles: [MentionRef, number][] = [
    ...freelances.flatMap((f) => (f ? [[{ type: 'F', id: f.id }, f.userId] as [MentionRef, number]] : [])),
    ...corporates.map((c) => [{ type: 'C', id: c.id }, c.userId] as [MentionRef, number]),
    ...team.map((t) => [{ type: 'T', id: t.id }, t.userId] as [MentionRef, number]),
  ];
  const people = await peopleByIds(
    db,
    profiles.map(([, userId]) => userId),
  );
  const targets = new Map<string, MentionTarget>();
  for (const [ref, userId] of profiles) {
    const person = people.get(userId);
    if (person) targets.set(mentionKey(ref), { label: person.fullName, userId, companyId: null });
  }
  for (const m of missions)
    targets.set(mentionKey({ type: 'M', id: m.id }), { label: missionLabel(m), userId: null, companyId: m.companyId });
  for (const c of companies)
    targets.set(mentionKey({ type: 'CP', id: c.id }), { label: c.name, userId: null, companyId: c.id });
  return targets;
}

/** What a client or freelancer may mention: the people, missions and companies of their conversations. */
interface Reach {
  userIds: Set<number>;
  missionIds: Set<number>;
  companyIds: Set<number>;
}

async function reachOf(db: DbOrTx, caller: ChatCaller): Promise<Reach> {
  const conversations = await content.conversationsOfUser(db, caller.userId);
  const participants = await repository.participantsOf(
    db,
    conversations.map((c) => c.id),
  );
  const missionIds = new Set(conversations.flatMap((c) => (c.missionId ? [c.missionId] : [])));
  const missions = await missionsByIds(db, [...missionIds]);
  const companyIds = new Set(missions.map((m) => m.companyId));
  if (caller.companyId) companyIds.add(caller.companyId);
  return { userIds: new Set(participants.map((p) => p.userId)), missionIds, companyIds };
}

/**
 * The mentions of a message the author may make, with their labels: the team any that exists;
 * others only within their reach (a mention must not reveal a name the author could not see).
 */
export async function resolveMentions(
  db: DbOrTx,
  caller: ChatCaller,
  refs: readonly MentionRef[],
): Promise<Map<string, MentionTarget>> {
  const targets = await mentionTargets(db, refs.slice(0, MAX_MENTIONS));
  if (targets.size === 0 || mentionsEverything(caller)) return targets;
  const reach = await reachOf(db, caller);
  for (const [key, target] of targets) {
    const type = key.split(':')[0];
    const allowed =
      target.userId !== null
        ? reach.userIds.has(target.userId)
        : type === 'M'
          ? reach.missionIds.has(Number(key.split(':')[1]))
          : reach.companyIds.has(target.companyId ?? 0);
    if (!allowed) targets.delete(key);
  }
  return targets;
}

export interface MentionCandidate {
  type: string;
  id: number;
  name: string;
  detail: string | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function personCandidate(person: ChatPerson): MentionCandidate | null {
  if (person.role === 'freelancer' && person.freelanceId)
    return { type: 'F', id: person.freelanceId, name: person.fullName, detail: person.jobTitle };
  if (person.role === 'corporate' && person.corporateId)
    return { type: 'C', id: person.corporateId, name: person.fullName, detail: person.companyName };
  if (person.role === 'teamMember' && person.teamMemberId)
    return { type: 'T', id: person.teamMemberId, name: person.fullName, detail: person.jobTitle ?? 'Équipe Orbite' };
  return null;
}

/** Candidates for the editor's suggestion list: people after @, missions and companies after #. */
export async function searchMentionCandidates(
  db: DbOrTx,
  caller: ChatCaller,
  search: string,
  preferredUserIds: readonly number[] = [],
): Promise<MentionCandidate[]> {
  const sign = search.charAt(0);
  const term = search.slice(1).trim();
  if ((sign !== '@' && sign !== '#') || term.length < 1 || term.length > 100) return [];
  const everything = mentionsEverything(caller);
  const reach = everything ? null : await reachOf(db, caller);
  const matches = (text: string) => fold(text).includes(fold(term));
  if (sign === '@') {
    const people = everything
      ? await peopleOfViewers(
          db,
          await loadViewers(db, (await searchUsers(db, { search: term, offset: 0, limit: 30 })).items),
        )
      : await peopleByIds(db, [...reach!.userIds]);
    const preferred = new Set(preferredUserIds);
    return [...people.values()]
      .filter((p) => p.userId !== caller.userId && matches(p.fullName))
      .sort(
        (a, b) =>
          Number(preferred.has(b.userId)) - Number(preferred.has(a.userId)) || a.fullName.localeCompare(b.fullName),
      )
      .flatMap((p) => personCandidate(p) ?? [])
      .slice(0, MAX_CANDIDATES);
  }
  const [missions, companies] = everything
    ? await readAll(db, [
        () =>
          listMissions(
            db,
            { statuses: missionStatuses, search: term },
            { sort: 'createdAt', direction: 'desc', offset: 0, limit: 5 },
          ).then((page) => page.items),
        () => searchCompaniesByName(db, term, 5),
      ] as const)
    : await readAll(db, [
        () => missionsByIds(db, [...reach!.missionIds]),
        () => findCompanies(db, [...reach!.companyIds]),
      ] as const);
  const companyNames = new Map(
    (
      await findCompanies(
        db,
        missions.map((m) => m.companyId),
      )
    ).map((c) => [c.id, c.name]),
  );
  return [
    ...missions
      .filter((m) => matches(missionLabel(m)))
      .map((m) => ({ type: 'M', id: m.id, name: missionLabel(m), detail: companyNames.get(m.companyId) ?? null })),
    ...companies.filter((c) => matches(c.name)).map((c) => ({ type: 'CP', id: c.id, name: c.name, detail: null })),
  ].slice(0, MAX_CANDIDATES);
}
