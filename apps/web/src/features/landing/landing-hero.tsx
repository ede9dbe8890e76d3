import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingSkyscraper, IconUserStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { OrbitIllustration } from './orbit-illustration';

export function LandingHero() {
  const t = useT();
  return (
    <Box
      py={{ base: 48, sm: 88 }}
      style={{
        background:
          'radial-gradient(circle at 85% 20%, rgba(255,204,0,0.22), transparent 40%), linear-gradient(135deg, #0033cc 0%, #0044FF 55%, #3366ff 100%)',
        color: 'white',
      }}
    >
      <Container size="lg">
        {/* The text's column is the wider: both calls to action stay on one line on a laptop. */}
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="lg">
              <Badge color="accent" c="dark.9" size="lg" variant="filled" w="fit-content">
                {t('landing.hero.badge')}
              </Badge>
              <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1} c="white">
                {t('landing.hero.title')}
              </Title>
              <Text size="xl" c="rgba(255,255,255,0.88)">
                {t('landing.hero.text')}
              </Text>
              <Group gap="md">
                <Button
                  component={Link}
                  to="/freelancer/signup"
                  size="lg"
                  color="accent"
                  c="dark.9"
                  leftSection={<IconUserStar size={20} />}
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('landing.hero.freelancerCta')}
                </Button>
                <Button
                  component={Link}
                  to="/enterprise/signup"
                  size="lg"
                  variant="white"
                  leftSection={<IconBuildingSkyscraper size={20} />}
                >
                  {t('landing.hero.companyCta')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }} visibleFrom="sm">
            <OrbitIllustration />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
