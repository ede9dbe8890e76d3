import { Stack, Title } from '@mantine/core';
import { LanguageCard } from '../../features/account-settings/language-card';
import { LinkedProvidersCard } from '../../features/account-settings/linked-providers-card';
import { NotificationSettingsCard } from '../../features/account-settings/notification-settings-card';
import { PasswordChangeForm } from '../../features/auth/password-change-form';
import { SessionsList } from '../../features/session/sessions-list';
import { useT } from '../../ui/use-t';

export default function FreelancerParametersPage() {
  const t = useT();
  return (
    <Stack maw={760}>
      <Title order={1}>{t('route.freelancer.parameters')}</Title>
      <NotificationSettingsCard />
      <LanguageCard />
      <PasswordChangeForm />
      <LinkedProvidersCard />
      <SessionsList />
    </Stack>
  );
}
