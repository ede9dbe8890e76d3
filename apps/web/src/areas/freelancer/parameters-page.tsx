import { Stack, Title } from '@mantine/core';
import { PasswordChangeForm } from '../../features/auth/password-change-form';
import { SessionsList } from '../../features/session/sessions-list';
import { useT } from '../../ui/use-t';

export default function FreelancerParametersPage() {
  const t = useT();
  return (
    <Stack maw={760}>
      <Title order={1}>{t('route.freelancer.parameters')}</Title>
      <PasswordChangeForm />
      <SessionsList />
    </Stack>
  );
}
