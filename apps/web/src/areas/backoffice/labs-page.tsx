import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageChatbot, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';

const labs = [
  { to: '/backoffice/labs/orbite-nova', icon: IconSparkles, key: 'nova' },
  { to: '/backoffice/labs/avatar-conversation', icon: IconMessageChatbot, key: 'avatar' },
] as const;

/** /backoffice/labs: the experiments the team can try before they reach clients. */
export default function LabsPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('nova.labs.title')}
        </Title>
        <Text c="dimmed">{t('nova.labs.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {labs.map((lab) => (
          <Card
            key={lab.key}
            component={Link}
            to={lab.to}
            withBorder
            radius="lg"
            p="lg"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size="lg">
                <lab.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(`nova.labs.${lab.key}.title`)}</Text>
              <Badge variant="light" color="grape" ml="auto">
                {t('nova.labs.beta')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`nova.labs.${lab.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
