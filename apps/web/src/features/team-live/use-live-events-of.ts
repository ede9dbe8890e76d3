import { useStore } from '../../ui/create-store';
import type { ActivityFeedEvent, ActivitySubject } from '../activity/activity-operations';
import { liveActivity } from './live-activity-store';

/** The entity type of the events recorded on each subject of a feed. */
const entityTypeOf: Record<ActivitySubject, string> = {
  mission: 'mission',
  freelance: 'freelancer',
  company: 'company',
  match: 'match',
};

/**
 * The live events received in this tab about a feed's subject that the feed does not show yet:
 * the feed's badge counts them until it reloads.
 */
export function useLiveEventsOf(subject: ActivitySubject, id: string, shown: readonly ActivityFeedEvent[]) {
  const { events } = useStore(liveActivity);
  const known = new Set(shown.map((event) => event.id));
  const newest = shown[0]?.createdAt ?? '';
  const fresh = events.filter(
    (event) =>
      event.entityType === entityTypeOf[subject] &&
      event.entityId === id &&
      !known.has(event.id) &&
      event.createdAt > newest,
  );
  return { count: fresh.length };
}
