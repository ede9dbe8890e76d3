import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconBrandGoogle, IconBrandLinkedin, IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { type OAuthOutcome, startOAuth } from '../auth/oauth';
import { useAuthConfig } from '../auth/use-auth-config';
import { useCurrentUser } from '../session/session-context';
import { useMyIdentities, useUnlinkIdentity } from './account-settings-operations';
import {
  type LinkableProvider,
  linkErrorCode,
  type ProviderRow,
  providerRows,
  unlinkErrorMessageId,
} from './linked-providers';

const icons: Record<LinkableProvider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  linkedIn: IconBrandLinkedin,
};

/**
 * The sign-in providers linked to the account, each removable after a confirmation, and a "link"
 * button for each configured provider not linked yet (OIDC flow with `linkToUser`, back on this page).
 */
export function LinkedProvidersCard() {
  const t = useT();
  const intl = useIntl();
  const config = useAuthConfig();
  const user = useCurrentUser();
  const { data, loading, refetch } = useMyIdentities();
  const [unlink] = useUnlinkIdentity();
  const [searchParams, setSearchParams] = useSearchParams();
  const [flowError, setFlowError] = useState<string | null>(null);
  const urlCode = linkErrorCode(searchParams);
  const errorId = flowError ?? (urlCode === null ? null : errorMessageId(urlCode));
  const rows = providerRows(data?.myIdentities ?? [], config);
  const impersonating = Boolean(user.impersonating);

  const dismissError = () => {
    setFlowError(null);
    if (urlCode === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete('apperror');
    setSearchParams(next, { replace: true });
  };

  const onOutcome = async ({ error }: OAuthOutcome) => {
    if (error) return setFlowError(errorMessageId(error));
    await refetch();
    addToast({ type: 'success', messageId: 'settings.providers.linked' });
  };

  const confirmUnlink = (row: ProviderRow) =>
    modals.openConfirmModal({
      title: t('settings.providers.confirmTitle', { provider: t(`settings.providers.name.${row.provider}`) }),
      children: <Text size="sm">{t('settings.providers.confirmText')}</Text>,
      labels: { confirm: t('settings.providers.unlink'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const result = await unlink({ variables: { provider: row.provider } });
        if (result.data?.unlinkIdentity) addToast({ type: 'success', messageId: 'settings.providers.unlinked' });
        else addToast({ type: 'error', messageId: unlinkErrorMessageId(result.error) });
      },
    });

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('settings.providers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.providers.subtitle')}
          </Text>
        </div>
        {errorId ? (
          <Alert
            color="danger"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={dismissError}
          >
            {t(errorId)}
          </Alert>
        ) : null}
        {loading && !data ? <Skeleton h={60} /> : null}
        {data && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('settings.providers.none')}
          </Text>
        ) : null}
        <Stack gap="xs" role="list">
          {rows.map((row) => {
            const Icon = icons[row.provider];
            return (
              <Card key={row.provider} withBorder radius="md" p="sm" role="listitem">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text fw={600} size="sm">
                        {t(`settings.providers.name.${row.provider}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.identity
                          ? t('settings.providers.linkedSince', {
                              email: row.identity.email ?? '—',
                              date: intl.formatDate(row.identity.createdAt, { dateStyle: 'medium' }),
                            })
                          : t('settings.providers.notLinked')}
                      </Text>
                    </div>
                  </Group>
                  {row.identity ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="danger"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconUnlink size={14} />}
                      disabled={impersonating}
                      onClick={() => confirmUnlink(row)}
                    >
                      {t('settings.providers.unlink')}
                    </Button>
                  ) : row.canLink ? (
                    <Button
                      size="xs"
                      variant="default"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconLink size={14} />}
                      disabled={impersonating}
                      onClick={() => {
                        dismissError();
                        startOAuth(row.flow, '', onOutcome, false, { linkToUser: '1' });
                      }}
                    >
                      {t('settings.providers.link')}
                    </Button>
                  ) : null}
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
