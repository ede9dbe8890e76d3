import { Button, Group, List } from '@mantine/core';
import { IconCalendarCheck, IconCompass, IconListCheck, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyCard } from '../../ui/empty-card';
import { useT } from '../../ui/use-t';

/** No recommendation: why (skills, availability, everything answered) and what to do about it. */
export function ExploreEmpty() {
  const t = useT();
  return (
    <EmptyCard
      icon={<IconCompass size={34} />}
      title={t('freelancerMissions.explore.empty.title')}
      text={t('freelancerMissions.explore.empty.text')}
    >
      <List size="sm" spacing={6} ta="left">
        <List.Item icon={<IconSparkles size={16} />}>{t('freelancerMissions.explore.empty.skills')}</List.Item>
        <List.Item icon={<IconCalendarCheck size={16} />}>
          {t('freelancerMissions.explore.empty.availability')}
        </List.Item>
        <List.Item icon={<IconListCheck size={16} />}>{t('freelancerMissions.explore.empty.answered')}</List.Item>
      </List>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/freelancer/profile">
          {t('freelancerMissions.explore.empty.toProfile')}
        </Button>
        <Button component={Link} to="/freelancer/dashboard" variant="light">
          {t('freelancerMissions.explore.empty.toAvailability')}
        </Button>
        <Button component={Link} to="/freelancer/missions" variant="default">
          {t('freelancerMissions.explore.empty.toMissions')}
        </Button>
      </Group>
    </EmptyCard>
  );
}
