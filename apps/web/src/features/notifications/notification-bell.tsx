import { ActionIcon, Badge, Drawer, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { renderedOnServer } from '../../app/server-rendered';
import { useT } from '../../ui/use-t';
import { NotificationCenter } from './notification-center';
import { badgeLabel } from './notification-format';
import { useUnseenUserNotificationsCount } from './notifications-operations';

/** Below the spec's first breakpoint the centre opens as a drawer from the bottom. */
const SMALL_SCREEN = '(max-width: 600px)';

/** The bell of the header: the unseen count as a badge; a click opens the notification centre. */
export function NotificationBell() {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read at the first render (after it on a page the server rendered, which could not know): a phone never mounts the popover (and its positioning) to swap it for the drawer.
  const small = useMediaQuery(SMALL_SCREEN, undefined, { getInitialValueInEffect: renderedOnServer });
  const count = useUnseenUserNotificationsCount().data?.unseenUserNotificationsCount ?? 0;
  const label = badgeLabel(count);

  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={toggle}
      aria-label={t('notifications.bell', { count })}
      aria-expanded={opened}
      aria-haspopup="dialog"
      pos="relative"
      style={{ overflow: 'visible' }}
    >
      <IconBell size={22} stroke={1.6} />
      {label ? (
        <Badge
          size="xs"
          color="danger"
          variant="filled"
          radius="xl"
          pos="absolute"
          top={-2}
          right={-4}
          px={4}
          miw={18}
          h={18}
          style={{ pointerEvents: 'none', border: '2px solid var(--mantine-color-body)' }}
          aria-hidden
          data-testid="notification-badge"
        >
          {label}
        </Badge>
      ) : null}
    </ActionIcon>
  );

  if (small) {
    return (
      <>
        {bell}
        {/* The label goes on the dialog itself (Drawer.Content), not on the drawer's root div. */}
        <Drawer.Root opened={opened} onClose={close} position="bottom" size="85%" padding={0} radius="md">
          <Drawer.Overlay />
          <Drawer.Content aria-label={t('notifications.title')}>
            <Drawer.Body>
              <NotificationCenter onClose={close} maxHeight="calc(85dvh - 60px)" withClose />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-end"
      width={380}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
    >
      {/* The button itself is the target: a wrapping span would carry aria-haspopup, not allowed on it. */}
      <Popover.Target>{bell}</Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
        <NotificationCenter onClose={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
