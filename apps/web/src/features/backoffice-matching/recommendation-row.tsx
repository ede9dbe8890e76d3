import { Anchor, Avatar, Button, Checkbox, Collapse, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { MatchStatus } from '@orbite/domain/match-status';
import { IconChevronDown, IconChevronUp, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { MatchStatusBadge } from '../market/status-badges';
import { MatchCard, MatchSummary } from '../matches/match-card';
import type { MatchMission } from '../matches/match-operations';
import type { FreelanceRecommendation } from '../matches/recommendation-operations';
import { AvailabilityBadge, RateText } from './freelance-facts';

export interface RecommendationRowProps {
  recommendation: FreelanceRecommendation;
  /** The match status to show: the server's, or the one a preselection just gave. */
  status: MatchStatus | null;
  mission: Partial<MatchMission> & { id: string };
  checked: boolean;
  onCheck: (checked: boolean) => void;
}

/**
 * One freelancer of the engine's ranking: who they are, how they fit (the summary, and the full
 * match card on demand), and whether they are already in the running.
 */
export function RecommendationRow({ recommendation, status, mission, checked, onCheck }: RecommendationRowProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { freelance, evaluation } = recommendation;
  const profilePath = `/backoffice/freelancers/${freelance.id}`;
  const detailsId = `recommendation-${freelance.id}`;
  return (
    <Paper withBorder radius="md" p="sm" bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Tooltip label={t('boMatching.recommendations.alreadyIn')} disabled={!status}>
          <Checkbox
            mt={8}
            aria-label={t('boMatching.recommendations.select', { name: freelance.fullName })}
            checked={checked}
            disabled={Boolean(status)}
            onChange={(event) => onCheck(event.currentTarget.checked)}
          />
        </Tooltip>
        <Avatar src={freelance.profilePictureUrl} name={freelance.fullName} radius="xl" size={40} alt="" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Anchor component={Link} to={profilePath} fw={600}>
                  {freelance.fullName}
                </Anchor>
                {status ? (
                  <Anchor component={Link} to={`/backoffice/match/${mission.id}/${freelance.id}`} underline="never">
                    <MatchStatusBadge status={status} size="sm" />
                  </Anchor>
                ) : null}
              </Group>
              {freelance.tagline ? (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {freelance.tagline}
                </Text>
              ) : null}
            </div>
            <Group gap="sm" wrap="nowrap">
              <RateText rate={freelance.retribution} />
              <AvailabilityBadge freelance={freelance} />
              {freelance.city ? (
                <Group gap={2} wrap="nowrap">
                  <IconMapPin size={14} aria-hidden />
                  <Text size="sm">{freelance.city}</Text>
                </Group>
              ) : null}
            </Group>
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <MatchSummary evaluation={evaluation} />
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={detailsId}
            >
              {t(open ? 'boMatching.recommendations.hide' : 'boMatching.recommendations.details')}
            </Button>
          </Group>
          <Collapse expanded={open} id={detailsId}>
            {open ? (
              <MatchCard evaluation={evaluation} audience="teamMember" mission={mission} freelance={freelance} />
            ) : null}
          </Collapse>
        </Stack>
      </Group>
    </Paper>
  );
}
