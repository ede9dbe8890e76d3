import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A centred card holding one form: title, optional subtitle, form-level error, content. */
export function FormCard({
  title,
  subtitle,
  error,
  children,
  width = 460,
}: {
  title: string;
  subtitle?: ReactNode;
  error?: string | null;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Center py={{ base: 24, sm: 56 }} px="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {error ? (
            <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
              {error}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
