import { createStore } from '../../ui/create-store';
import type { ActivityFeedEvent } from '../activity/activity-operations';

/** The most live events the drawer keeps. */
export const LIVE_EVENTS_KEPT = 100;

export interface LiveActivity {
  /** Newest first. */
  events: ActivityFeedEvent[];
  /** Received since the drawer was last opened. */
  unread: number;
}

export const liveActivity = createStore<LiveActivity>({ events: [], unread: 0 });

/** A live event arrives: on top of the list, counted unread unless the drawer shows it. */
export function receiveLiveEvent(event: ActivityFeedEvent, drawerOpen: boolean) {
  liveActivity.set((state) =>
    state.events.some((known) => known.id === event.id)
      ? state
      : {
          events: [event, ...state.events].slice(0, LIVE_EVENTS_KEPT),
          unread: drawerOpen ? 0 : state.unread + 1,
        },
  );
}

export const markLiveActivityRead = () => liveActivity.set((state) => ({ ...state, unread: 0 }));
export const clearLiveActivity = () => liveActivity.set({ events: [], unread: 0 });
