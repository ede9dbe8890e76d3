import { useSubscription } from '@apollo/client/react';
import { Box, Button, Indicator } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import { useSession } from '../session/session-context';
import { badgeLabel } from './desktop-notifications';
import { LiveActivityDrawer } from './live-activity-drawer';
import { liveActivity, markLiveActivityRead, receiveLiveEvent } from './live-activity-store';
import { SNOWPLOW_EVENT } from './team-live-operations';
import { useDesktopNotifications } from './use-desktop-notifications';

/** The "Activité" button and its badge: what the others did since it was last opened. */
export function ActivityButton({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const t = useT();
  const label = badgeLabel(unread);
  return (
    <Indicator label={label} disabled={!label} size={18} color="danger" offset={4} inline>
      <Button
        variant="default"
        leftSection={<IconActivity size={16} aria-hidden />}
        onClick={onOpen}
        aria-label={
          label
            ? `${t('activity.live.button')} (${t('activity.live.unread', { count: unread })})`
            : t('activity.live.button')
        }
        px={{ base: 'xs', sm: 'md' }}
      >
        {/* On a phone the icon alone keeps the header on one line. */}
        <Box component="span" visibleFrom="sm">
          {t('activity.live.button')}
        </Box>
      </Button>
    </Indicator>
  );
}

/**
 * The team's live activity in the back-office header: subscribes to the marketplace's events (all
 * but technical ones and the member's own), counts them on the button, lists them in a drawer and
 * raises desktop notifications for the spec's list.
 */
export function TeamLiveWidget() {
  const { user } = useSession();
  const teamMemberId = user?.impersonating ? null : (user?.teamMember?.id ?? null);
  const [opened, setOpened] = useState(false);
  const openRef = useRef(opened);
  openRef.current = opened;
  const { unread } = useStore(liveActivity);
  const notify = useDesktopNotifications();
  useSubscription(SNOWPLOW_EVENT, {
    variables: { teamMemberId: teamMemberId ?? '', eventTypes: [] },
    skip: !teamMemberId,
    onData: ({ data }) => {
      const event = data.data?.snowplowEvent;
      if (!event) return;
      receiveLiveEvent(event, openRef.current);
      notify(event);
    },
  });
  if (!teamMemberId) return null;
  return (
    <>
      <ActivityButton
        unread={unread}
        onOpen={() => {
          setOpened(true);
          markLiveActivityRead();
        }}
      />
      <LiveActivityDrawer opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
