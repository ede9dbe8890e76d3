import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

/**
 * Step 6: welcome, and what to do next. A full page load: the session was opened by the last step,
 * and the app must start over signed in.
 */
export function DoneStep({ dashboardPath }: { dashboardPath: string }) {
  const t = useT();
  return (
    <Stack align="center" ta="center" gap="md" py="md" data-testid="signup-done">
      <ThemeIcon size={72} radius={36} variant="light" color="teal">
        <IconConfetti size={36} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('enterpriseSignup.done.title')}
      </Title>
      <Text c="dimmed" maw={460}>
        {t('enterpriseSignup.done.text')}
      </Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => window.location.assign('/enterprise/mission/create')}
        >
          {t('enterpriseSignup.done.firstMission')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLayoutDashboard size={18} />}
          onClick={() => window.location.assign(dashboardPath)}
        >
          {t('enterpriseSignup.done.dashboard')}
        </Button>
      </Group>
    </Stack>
  );
}
