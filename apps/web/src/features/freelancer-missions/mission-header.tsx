import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '../../ui/back-link';
import type { MatchMission } from '../matches/match-operations';
import { CompanyAvatar } from './company-avatar';
import { ConnectBadge } from './connect-badge';
import { type FactsContract, MissionFacts } from './mission-facts';

/** The head of a mission page: the way back, the company, the title, a stage badge and the key facts. */
export function MissionHeader({
  mission,
  back,
  badge,
  contract,
}: {
  mission: MatchMission;
  back: { to: string; label: string };
  badge?: ReactNode;
  /** The signed contract's terms, shown instead of the request's. */
  contract?: FactsContract | null;
}) {
  return (
    <Stack gap="sm">
      <BackLink to={back.to}>{back.label}</BackLink>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyAvatar company={mission.company} size={56} />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {mission.title}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{mission.company?.name}</Text>
            {mission.offer === 'connect' ? <ConnectBadge /> : null}
            {badge}
          </Group>
        </Stack>
      </Group>
      <MissionFacts mission={mission} contract={contract} />
    </Stack>
  );
}
