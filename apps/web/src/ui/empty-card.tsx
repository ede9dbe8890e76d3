import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  /** What explains it and what to do: a list, links. */
  children?: ReactNode;
}

/** An empty list's card: an icon, why nothing is there, and the ways on. */
export function EmptyCard({ icon, title, text, children }: Props) {
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="md" maw={620} mx="auto">
        <ThemeIcon size={64} radius={32} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}
