import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { applicationGoesToClient } from '@orbite/domain/mission';
import { IconBolt, IconInfoCircle, IconSparkles, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyCard } from '../../ui/empty-card';
import { useT } from '../../ui/use-t';
import { profileAnchors } from '../profile/profile-anchors';
import { useSession } from '../session/session-context';
import { MY_SKILL_IDS } from './freelancer-missions-operations';
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
      <NoSkillsNotice />
      <RecommendationList offer="connect" empty={<ConnectEmpty />} />
    </Stack>
  );
}

/**
 * A freelancer without a skill sees every Connect mission scored on the other criteria alone (availability, rate,
 * place): told so, with the way to the profile's skills. Nothing while the skills are being read.
 */
function NoSkillsNotice() {
  const t = useT();
  const { data } = useQuery(MY_SKILL_IDS, { fetchPolicy: 'cache-and-network' });
  if (data?.me?.freelance?.skills.length !== 0) return null;
  return (
    <Alert
      variant="light"
      color="orbite"
      icon={<IconSparkles size={18} />}
      title={t('freelancerMissions.connect.noSkills.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('freelancerMissions.connect.noSkills.text')}</Text>
        <Button component={Link} to={`/freelancer/profile#${profileAnchors.skills}`} size="xs">
          {t('freelancerMissions.connect.noSkills.toProfile')}
        </Button>
      </Stack>
    </Alert>
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
