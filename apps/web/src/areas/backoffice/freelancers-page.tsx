import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FreelanceListView } from '../../features/freelance-list/freelance-list-view';
import { useT } from '../../ui/use-t';

/** /backoffice/freelancers?mode=...: the team's freelancers, by list mode (spec 001). */
export default function BackofficeFreelancersPage() {
  const t = useT();
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button component={Link} to="/backoffice/freelancers/add" leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('freelanceModeration.add.button')}
        </Button>
      </Group>
      <FreelanceListView />
    </Stack>
  );
}
