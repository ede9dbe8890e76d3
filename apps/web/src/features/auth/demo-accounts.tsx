import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { AuthConfig } from './auth-api';

/** Demo mode only: the demo accounts, each filling the sign-in form when chosen. */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: AuthConfig['demoAccounts'];
  onPick: (account: { email: string; password: string }) => void;
}) {
  const t = useT();
  if (accounts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="accent.0">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} size="sm">
            {t('demo.title')}
          </Text>
          <Badge color="accent" c="dark.9" variant="filled">
            {t('demo.badge')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('demo.hint')}
        </Text>
        <Stack gap={4}>
          {accounts.map((account) => (
            <UnstyledButton
              key={account.email}
              onClick={() => onPick(account)}
              aria-label={t('demo.use', { label: account.label, email: account.email })}
              p={6}
              style={{ borderRadius: 6 }}
            >
              <Group gap="xs" wrap="nowrap">
                <IconUserCircle size={20} color="var(--mantine-color-orbite-6)" aria-hidden />
                <div>
                  <Text size="sm" fw={600}>
                    {account.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {account.email}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
