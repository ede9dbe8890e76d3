import { Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadBrowserDetection } from '../features/auth/oauth';
import { useAuthConfig } from '../features/auth/use-auth-config';
import { useSession } from '../features/session/session-context';
import { useT } from '../ui/use-t';
import { loadedImpersonationNotice, loadImpersonationNotice } from './impersonation-notice-loader';

// Only while impersonating: out of the first load (impersonation-notice-loader.ts).
const ImpersonationNotice = lazy(() => loadedImpersonationNotice() ?? loadImpersonationNotice());

/** Environment ribbon, impersonation notice and browser warning, stacked at the bottom of the screen. */
export function BottomBanners() {
  const t = useT();
  const config = useAuthConfig();
  const { user } = useSession();
  const [browserOk, setBrowserOk] = useState(true);
  // The browser check runs after the first paint: the warning is a fixed banner, nothing moves. The usual
  // browsers are told at once; the others load bowser (which the OAuth popup-or-redirect choice uses too).
  useEffect(() => {
    let live = true;
    void preloadBrowserDetection().catch(() => {});
    void import('./browser-support')
      .then(({ isSupportedBrowser }) => isSupportedBrowser(navigator.userAgent))
      .then((supported) => {
        if (live && !supported) setBrowserOk(false);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const impersonating = Boolean(user?.impersonating);
  const environment = impersonating ? 'impersonate' : config?.environment;
  const showEnvironment = Boolean(environment) && environment !== 'production';

  return (
    <Stack gap={6} pos="fixed" bottom={12} left={12} style={{ zIndex: 300, pointerEvents: 'none' }} align="flex-start">
      {!browserOk ? (
        <Paper shadow="md" p="xs" px="sm" withBorder style={{ pointerEvents: 'auto' }} role="alert" maw={420}>
          <Group gap="xs" wrap="nowrap">
            <IconAlertTriangle size={18} color="var(--mantine-color-warning-6)" aria-hidden />
            <Text size="sm">{t('banner.browser')}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setBrowserOk(true)} />
          </Group>
        </Paper>
      ) : null}
      {user?.impersonating ? (
        <div style={{ pointerEvents: 'auto' }} data-impersonating>
          <Suspense fallback={null}>
            <ImpersonationNotice user={user} />
          </Suspense>
        </div>
      ) : null}
      {showEnvironment ? (
        <Badge
          size="lg"
          radius="sm"
          color={impersonating ? 'danger' : environment === 'staging' ? 'warning' : 'orbite'}
          variant="filled"
          aria-label={t('banner.environment', { environment: environment ?? '' })}
        >
          {environment}
        </Badge>
      ) : null}
    </Stack>
  );
}
