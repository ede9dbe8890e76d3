import { Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconCircleCheck, IconUserStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';

function AudienceCard({
  icon,
  color,
  prefix,
  signup,
  signin,
}: {
  icon: ReactNode;
  color: string;
  prefix: string;
  signup: string;
  signin: string;
}) {
  const t = useT();
  return (
    <Card withBorder radius="lg" p="xl" shadow="sm">
      <Stack gap="md" h="100%">
        <ThemeIcon size={56} radius="md" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{t(`${prefix}.title`)}</Title>
        <Text c="dimmed">{t(`${prefix}.text`)}</Text>
        <List
          spacing="xs"
          icon={<IconCircleCheck size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />}
          style={{ flex: 1 }}
        >
          {[1, 2, 3].map((n) => (
            <List.Item key={n}>{t(`${prefix}.point${n}`)}</List.Item>
          ))}
        </List>
        {/* Side by side while both labels fit, one under the other on a narrow card. */}
        <Group gap="sm">
          <Button component={Link} to={signup} color={color} style={{ flex: '1 1 10rem' }}>
            {t(`${prefix}.signup`)}
          </Button>
          <Button component={Link} to={signin} variant="default" style={{ flex: '1 1 10rem' }}>
            {t('landing.signin')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function LandingAudiences() {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }}>
      <Stack gap="xl">
        <Stack gap={6} ta="center" align="center">
          <Title order={2}>{t('landing.audiences.title')}</Title>
          <Text c="dimmed" maw={620}>
            {t('landing.audiences.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <AudienceCard
            icon={<IconUserStar size={30} aria-hidden />}
            color="orbite"
            prefix="landing.freelancers"
            signup="/freelancer/signup"
            signin="/freelancer/signin"
          />
          <AudienceCard
            icon={<IconBuildingSkyscraper size={30} aria-hidden />}
            color="success"
            prefix="landing.companies"
            signup="/enterprise/signup"
            signin="/enterprise/signin"
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
