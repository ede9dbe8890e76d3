import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileDescription, IconHeartHandshake, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

const steps = [
  { key: 'post', icon: IconFileDescription },
  { key: 'match', icon: IconSearch },
  { key: 'meet', icon: IconHeartHandshake },
  { key: 'secure', icon: IconShieldCheck },
];

export function LandingSteps() {
  const t = useT();
  return (
    <Box bg="white" py={{ base: 48, sm: 80 }}>
      <Container size="lg">
        <Stack gap="xl">
          <Title order={2} ta="center">
            {t('landing.steps.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
            {steps.map(({ key, icon: Icon }, index) => (
              <Stack key={key} gap="sm">
                <ThemeIcon
                  size={48}
                  radius="xl"
                  color={index % 2 ? 'accent' : 'orbite'}
                  c={index % 2 ? 'dark.9' : undefined}
                >
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Text fw={700}>{t(`landing.steps.${key}.title`)}</Text>
                <Text c="dimmed" size="sm">
                  {t(`landing.steps.${key}.text`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
