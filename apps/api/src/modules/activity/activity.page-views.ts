import type { DbOrTx } from '../../db/client';
import { readableMatchOf } from '../matches/matches.service';
import type { MarketCaller } from '../missions/missions.caller';
import { readableMission } from '../missions/missions.service';
import * as repository from './activity.repository';
import { recordActivity } from './activity.service';

/*
 * Page views of clients and freelancers on a mission or a freelancer's page: the one technical
 * event we record, so that the team can see, behind the "technical events" switch of a feed,
 * that a client opened a proposed profile or a freelancer read a mission again and again.
 */

/** At most one view per user and path in this window. */
export const PAGE_VIEW_WINDOW_MS = 10 * 60 * 1000;

type Viewed =
  | { entityType: 'mission'; missionId: number }
  | { entityType: 'freelancer'; missionId: number; freelanceId: number };

const routes: { pattern: RegExp; read: (m: RegExpMatchArray) => Viewed }[] = [
  {
    pattern: /^\/enterprise\/mission\/(\d+)\/freelancer\/(\d+)(?:\/[\w-]+)?$/,
    read: (m) => ({ entityType: 'freelancer', missionId: Number(m[1]), freelanceId: Number(m[2]) }),
  },
  {
    pattern: /^\/enterprise\/freelancer\/(\d+)\/(\d+)$/,
    read: (m) => ({ entityType: 'freelancer', missionId: Number(m[1]), freelanceId: Number(m[2]) }),
  },
  {
    pattern: /^\/(?:enterprise|freelancer)\/missions\/(\d+)(?:\/[\w-]+)?$/,
    read: (m) => ({ entityType: 'mission', missionId: Number(m[1]) }),
  },
  {
    pattern: /^\/freelancer\/explore\/mission\/(\d+)$/,
    read: (m) => ({ entityType: 'mission', missionId: Number(m[1]) }),
  },
];

/** What a path shows, when it is a page whose views we record. */
export function viewedEntityOf(path: string): Viewed | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  for (const route of routes) {
    const match = clean.match(route.pattern);
    if (!match) continue;
    const viewed = route.read(match);
    const ids = viewed.entityType === 'mission' ? [viewed.missionId] : [viewed.missionId, viewed.freelanceId];
    return ids.every((id) => id > 0 && id <= 2_147_483_647) ? viewed : null;
  }
  return null;
}

/** Whether the caller may see what the path shows (a view of another company's page records nothing). */
async function canSee(db: DbOrTx, caller: MarketCaller, viewed: Viewed): Promise<boolean> {
  try {
    if (viewed.entityType === 'mission') await readableMission(db, caller, viewed.missionId);
    else await readableMatchOf(db, caller, viewed.missionId, viewed.freelanceId);
    return true;
  } catch {
    return false;
  }
}

/** Records a page view of a client or a freelancer; true when one was recorded. */
export async function trackPageView(
  db: DbOrTx,
  caller: MarketCaller,
  rawPath: string,
  now = new Date(),
): Promise<boolean> {
  if (caller.userId === null || (caller.role !== 'corporate' && caller.role !== 'freelancer')) return false;
  const path = rawPath.trim().slice(0, 300).split(/[?#]/)[0]!.replace(/\/+$/, '');
  const viewed = viewedEntityOf(path);
  if (!viewed || !(await canSee(db, caller, viewed))) return false;
  const since = new Date(now.getTime() - PAGE_VIEW_WINDOW_MS);
  if (await repository.hasRecentEvent(db, caller.userId, 'page_viewed', path, since)) return false;
  await recordActivity(db, caller.actor, {
    category: 'navigation',
    type: 'page_viewed',
    entityType: viewed.entityType,
    entityId: viewed.entityType === 'mission' ? viewed.missionId : viewed.freelanceId,
    payload: { path, missionId: viewed.missionId, by: caller.role },
  });
  return true;
}
