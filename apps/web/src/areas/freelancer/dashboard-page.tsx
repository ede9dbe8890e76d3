import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

const statusColor = { new: 'orbite', validated: 'success', wrongScope: 'warning', banned: 'danger' } as const;

export default function FreelancerDashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const status = user.freelance?.status ?? 'new';
  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t(`home.freelancer.status.${status}`)}
        badges={
          <Badge color={statusColor[status]} variant="light">
            {t(`freelanceStatus.${status}`)}
          </Badge>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} size="h4">
            {t('home.freelancer.missionsTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('comingSoon.body')}
          </Text>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} size="h4">
            {t('home.freelancer.referralTitle')}
          </Title>
          <Text size="sm" mt={4}>
            {user.freelance?.referralCode
              ? t('home.freelancer.referralCode', { code: user.freelance.referralCode })
              : t('comingSoon.body')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
