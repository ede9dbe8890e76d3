import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { applicationGoesToClient } from '@orbite/domain/mission';
import { IconBolt, IconInfoCircle, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyCard } from '../../ui/empty-card';
import { useT } from '../../ui/use-t';
import { useSession } from '../session/session-context';
import { RecommendationList } from './recommendation-list';

/**
 * /freelancer/connect: every mission of the Connect offer open to applications, the best fits first. On them the
 * client meets the candidates itself: a freelancer the team has qualified reaches the client at once.
 */
export function ConnectView() {
  const t = useT();
  // The domain's rule: on Connect, whose application goes straight to the client.
  const qualified = applicationGoesToClient('connect', useSession().user?.freelance?.status ?? '');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('freelancerMissions.connect.title')}</Title>
        <Text c="dimmed">{t('freelancerMissions.connect.subtitle')}</Text>
      </div>
      <Alert
        variant="light"
        color={qualified ? 'orbite' : 'yellow'}
        icon={qualified ? <IconUserCheck size={18} /> : <IconInfoCircle size={18} />}
        title={t(qualified ? 'freelancerMissions.connect.qualified.title' : 'freelancerMissions.connect.pending.title')}
      >
        {t(qualified ? 'freelancerMissions.connect.qualified.text' : 'freelancerMissions.connect.pending.text')}
      </Alert>
      <RecommendationList offer="connect" empty={<ConnectEmpty />} />
    </Stack>
  );
}

/** No Connect mission open: the explore page still has the team's recommendations. */
function ConnectEmpty() {
  const t = useT();
  return (
    <EmptyCard
      icon={<IconBolt size={34} />}
      title={t('freelancerMissions.connect.empty.title')}
      text={t('freelancerMissions.connect.empty.text')}
    >
      <Text size="sm">{t('freelancerMissions.explore.empty.answered')}</Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/freelancer/explore">
          {t('freelancerMissions.connect.empty.toExplore')}
        </Button>
        <Button component={Link} to="/freelancer/missions" variant="default">
          {t('freelancerMissions.explore.empty.toMissions')}
        </Button>
      </Group>
    </EmptyCard>
  );
}
