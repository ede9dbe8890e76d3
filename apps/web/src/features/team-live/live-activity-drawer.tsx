import { Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import { ActivityEventItem } from '../activity/activity-event-item';
import { clearLiveActivity, liveActivity } from './live-activity-store';

/** The live events received in this tab, newest first; each opens its page. */
export function LiveActivityDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { events } = useStore(liveActivity);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('activity.live.title')}>
      {events.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <IconBellOff size={28} aria-hidden />
          <Text c="dimmed">{t('activity.live.empty')}</Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" onClick={clearLiveActivity}>
              {t('activity.live.clear')}
            </Button>
          </Group>
          {events.map((event) => (
            <UnstyledButton
              key={event.id}
              p="xs"
              style={{ borderRadius: 8, cursor: event.url ? 'pointer' : 'default' }}
              disabled={!event.url}
              onClick={() => {
                if (!event.url) return;
                onClose();
                navigate(event.url);
              }}
              data-testid="live-event"
            >
              <ActivityEventItem event={{ ...event, url: null }} />
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
