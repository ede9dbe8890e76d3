import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { todayInParis } from '@orbite/domain/calendar-day';
import { PRODUCT_NAME } from '@orbite/domain/constants';
import { homePathOf } from '@orbite/domain/roles';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../features/session/session-context';
import { PageLoader } from '../../shell/root-shell';
import { Logo } from '../../ui/logo';
import { useT } from '../../ui/use-t';
import { roleOf } from '../guards';
import { LanguageSwitch } from './language-switch';

/** A signed-in visitor (known on the pages that load the user) goes back to their space; the others sign in. */
function HeaderAccount() {
  const t = useT();
  const { user } = useSession();
  const home = homePathOf(roleOf(user));
  return (
    <Button component={Link} to={home ?? '/freelancer/signin'} variant="subtle" visibleFrom="xs">
      {t(home ? 'public.header.home' : 'public.header.signin')}
    </Button>
  );
}

/** Frame of the public pages: a light header, the page, a footer. */
export default function PublicLayout() {
  const t = useT();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
              <Logo name={PRODUCT_NAME} />
            </Link>
            <Group gap="sm" wrap="nowrap">
              <HeaderAccount />
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" py="lg" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('public.footer.copyright', { year: todayInParis().slice(0, 4) })}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/freelancer/signup" size="sm">
                {t('public.footer.freelancers')}
              </Anchor>
              <Anchor component={Link} to="/enterprise/signup" size="sm">
                {t('public.footer.companies')}
              </Anchor>
              <Anchor component={Link} to="/backoffice/signin" size="sm" c="dimmed">
                {t('public.footer.team')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
