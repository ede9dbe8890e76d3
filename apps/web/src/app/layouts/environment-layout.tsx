import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  NavLink as MantineNavLink,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRODUCT_NAME } from '@orbite/domain/constants';
import type { Environment } from '@orbite/domain/roles';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { NotificationLive } from '../../features/notifications/notification-live';
import type { CurrentUser } from '../../features/session/me-query';
import { useCurrentUser } from '../../features/session/session-context';
import { PageLoader } from '../../shell/root-shell';
import { Logo } from '../../ui/logo';
import { useT } from '../../ui/use-t';
import { PageHydratedMark } from '../page-hydrated';
import { AfterFirstPaint } from './after-first-paint';
import { LanguageSwitch } from './language-switch';

export interface NavItem {
  to: string;
  /** Message id of the label. */
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Only shown when the user passes this test (permissions, Nova access). */
  visible?: (user: CurrentUser) => boolean;
  /** Active only on the exact path. */
  end?: boolean;
  /** Shown at the right of the item (the unread messages count). */
  badge?: (user: CurrentUser) => ReactNode;
  /** Other paths under which the item is active too (`/backoffice/conversation/12`). */
  alsoActive?: string[];
}

/** The frame of an environment: header (logo, the environment's tools, language, user menu), navigation, notice, page. */
export function EnvironmentLayout({
  env,
  items,
  tools,
  notice,
}: {
  env: Environment;
  items: NavItem[];
  tools?: ReactNode;
  /** Above every page of the environment (the freelancer's address to confirm). */
  notice?: ReactNode;
}) {
  const t = useT();
  const user = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const visible = items.filter((item) => !item.visible || item.visible(user));

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        {/* The first stop of the keyboard: past the header and the navigation, to the page. */}
        <a href="#contenu" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Link to={`/${env}`} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
              <Logo name={PRODUCT_NAME} />
            </Link>
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {t(`env.${env}`)}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {tools}
            <NotificationBell />
            {/* On a phone the header keeps its tools, the bell and the user menu; the language stays as chosen. */}
            <Box visibleFrom="xs">
              <LanguageSwitch />
            </Box>
            <UserMenu env={env} user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {visible.map((item) => {
            const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
            const active = item.end ? pathname === item.to : under(item.to) || (item.alsoActive ?? []).some(under);
            return (
              <MantineNavLink
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                label={t(item.label)}
                leftSection={<item.icon size={20} stroke={1.6} />}
                rightSection={item.badge?.(user)}
                active={active}
                onClick={close}
                style={{ borderRadius: 8 }}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id="contenu" tabIndex={-1} style={{ outline: 'none' }}>
        {notice}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydratedMark />
        </Suspense>
      </AppShell.Main>
      {/* The socket and its subscription wait for the first screen (the bell asks for the unseen count at once). */}
      <AfterFirstPaint>
        <NotificationLive userId={user.id} />
      </AfterFirstPaint>
    </AppShell>
  );
}

function UserMenu({ env, user }: { env: Environment; user: CurrentUser }) {
  const t = useT();
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')} style={{ borderRadius: 8 }} p={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.profilePictureUrl} name={name} color="initials" radius="xl" size={34} />
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={`/${env}/signout`} leftSection={<IconLogout size={16} />} color="danger">
          {t('nav.signout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
