import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

export default function EnterpriseDashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const company = user.corporate?.company?.name ?? '';
  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t('home.enterprise.subtitle', { company })}
        badges={
          <>
            <Badge variant="light" color="success">
              {company}
            </Badge>
            <Badge variant="light">{t(`corporateRole.${user.corporate?.role ?? 'manager'}`)}</Badge>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} size="h4">
            {t('home.enterprise.missionsTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('comingSoon.body')}
          </Text>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} size="h4">
            {t('home.enterprise.talentsTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('comingSoon.body')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
