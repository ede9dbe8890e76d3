import { Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuthConfig } from '../features/auth/use-auth-config';
import { ImpersonationNotice } from '../features/impersonation/impersonation-notice';
import { useSession } from '../features/session/session-context';
import { useT } from '../ui/use-t';
import { isSupportedBrowser } from './browser-support';

/** Environment ribbon, impersonation notice and browser warning, stacked at the bottom of the screen. */
export function BottomBanners() {
  const t = useT();
  const config = useAuthConfig();
  const { user } = useSession();
  const [browserOk, setBrowserOk] = useState(() => isSupportedBrowser(navigator.userAgent));
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
        <div style={{ pointerEvents: 'auto' }}>
          <ImpersonationNotice user={user} />
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
