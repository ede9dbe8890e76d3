import { Stack, Title } from '@mantine/core';
import { LanguageCard } from '../../features/account-settings/language-card';
import { NotificationSettingsCard } from '../../features/account-settings/notification-settings-card';
import { PasswordChangeForm } from '../../features/auth/password-change-form';
import { SessionsList } from '../../features/session/sessions-list';
import { useT } from '../../ui/use-t';

/** The corporate user's account settings (the linked providers come back to the freelancer area only). */
export default function EnterpriseProfilePage() {
  const t = useT();
  return (
    <Stack maw={760}>
      <Title order={1}>{t('route.enterprise.profile')}</Title>
      <NotificationSettingsCard />
      <LanguageCard />
      <PasswordChangeForm />
      <SessionsList />
    </Stack>
  );
}
