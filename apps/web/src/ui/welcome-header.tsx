import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Top of a home page: greeting, a line of context, optional badges. */
export function WelcomeHeader({ title, subtitle, badges }: { title: string; subtitle?: string; badges?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1}>{title}</Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      {badges ? <Group gap="xs">{badges}</Group> : null}
    </Stack>
  );
}
