import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';

/** A plain "not yet available" body: the page's title and a short line, nothing pretending to be data. */
export function ComingSoon({ title, body }: { title: string; body: string }) {
  return (
    <Center py={64}>
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconRocket size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
