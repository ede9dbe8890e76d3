import { Alert, Button, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';

/** A page still loading: the header and two columns in grey. */
export function PageSkeleton() {
  const t = useT();
  return (
    <Stack aria-busy="true" aria-label={t('freelancerMissions.loading')}>
      <Skeleton h={28} w="40%" />
      <Skeleton h={80} radius="lg" />
      <Group grow align="flex-start">
        <Skeleton h={320} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Group>
    </Stack>
  );
}

/** A page that could not load: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('freelancerMissions.loadError')}</Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('freelancerMissions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the freelancer came for is gone (a mission no longer open, a withdrawn proposal...). */
export function Unavailable({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { label: string; to: string };
}) {
  const t = useT();
  const main = action ?? { label: t('freelancerMissions.toExplore'), to: '/freelancer/explore' };
  return (
    <Center py={80} px="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={84} radius={42} variant="light" color="gray">
          <IconMoodEmpty size={44} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={main.to} size="md">
            {main.label}
          </Button>
          <Button component={Link} to="/freelancer/missions" size="md" variant="default">
            {t('freelancerMissions.toMyMissions')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
