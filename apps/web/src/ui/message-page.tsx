import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A full-page message: icon, big title, text and one way out. */
export function MessagePage({
  icon,
  color = 'orbite',
  title,
  text,
  action,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  text: string;
  action?: { label: string; to: string };
}) {
  return (
    <Center py={80} px="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={84} radius={42} variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {action ? (
          <Button component={Link} to={action.to} size="md" mt="sm">
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
