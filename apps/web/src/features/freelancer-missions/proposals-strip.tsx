import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { CompanyAvatar } from './company-avatar';

/** The team's proposals waiting for an answer, above the recommendations: they come first. */
export function ProposalsStrip({ matches }: { matches: readonly Match[] }) {
  const t = useT();
  const proposals = matches.filter((match) => match.status === 'freelanceProposal');
  if (proposals.length === 0) return null;
  return (
    <Alert
      color="orbite"
      variant="light"
      radius="lg"
      icon={<IconMailbox size={20} />}
      title={t('freelancerMissions.proposals.title', { count: proposals.length })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('freelancerMissions.proposals.text')}</Text>
        {proposals.map((match) => (
          <Group key={match.id} gap="sm" wrap="nowrap">
            <CompanyAvatar company={match.mission.company} size={28} />
            <Anchor component={Link} to={`/freelancer/explore/match/${match.id}`} fw={600} size="sm">
              {match.mission.title}
            </Anchor>
            {/* The alert's own ink: the dimmed grey reads at 3.9:1 on its tinted background. */}
            <Text size="sm">{match.mission.company?.name}</Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
