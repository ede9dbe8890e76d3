import { Alert, Anchor, Avatar, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MatchStatus } from '@orbite/domain/match-status';
import { IconAlertCircle, IconLayoutKanban, IconList, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';
import {
  type FunnelMission,
  type TeamMatch,
  useFunnelMission,
  useTeamMissionMatches,
} from '../backoffice-matching/backoffice-matching-operations';
import { type MoveAsk, MoveDialog } from '../backoffice-matching/move-dialog';
import { MissionStatusBadge } from '../market/status-badges';
import type { MatchMove } from '../matches/match-operations';
import { FunnelBoard } from './funnel-board';
import { type MatchesLayout, useMatchesLayout } from './funnel-layout';
import { FunnelList } from './funnel-list';
import { columnCounts, offeredMove } from './funnel-logic';
import { useFunnelMoves } from './use-funnel-moves';

/** Moves that deserve a second thought even from a drop: confirming starts contracting. */
const confirmedFirst: readonly MatchStatus[] = ['corporateConfirmed'];

function FunnelHeader({ mission, matches }: { mission: FunnelMission | undefined; matches: TeamMatch[] }) {
  const t = useT();
  const counts = columnCounts(matches);
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={mission?.company?.logoUrl} name={mission?.company?.name ?? ''} size={48} radius="md" alt="" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {mission ? t('boMatching.funnel.title', { title: mission.title || t('boMatching.untitled') }) : '…'}
          </Title>
          <Group gap="sm">
            {mission ? <MissionStatusBadge status={mission.status} /> : null}
            <Text size="sm" c="dimmed">
              {[mission?.company?.name, mission ? t('boMatching.reference', { id: mission.id }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group gap="lg">
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{matches.length - counts.closed}</Text>
          <Text size="xs" c="dimmed">
            {t('boMatching.funnel.active')}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{counts.confirmed}</Text>
          <Text size="xs" c="dimmed">
            {t('boMatching.funnel.confirmed')}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{matches.length}</Text>
          <Text size="xs" c="dimmed">
            {t('boMatching.funnel.total')}
          </Text>
        </Stack>
      </Group>
    </Group>
  );
}

/**
 * Kanban or list: two toggle buttons (a segmented control's sliding indicator measures the page's
 * layout again at each resize while the page loads).
 */
function LayoutSwitch({ layout, onChange }: { layout: MatchesLayout; onChange: (layout: MatchesLayout) => void }) {
  const t = useT();
  const options = [
    { value: 'kanban', label: t('boMatching.funnel.kanban'), Icon: IconLayoutKanban },
    { value: 'list', label: t('boMatching.funnel.list'), Icon: IconList },
  ] as const;
  return (
    <Button.Group aria-label={t('boMatching.funnel.layout')}>
      {options.map(({ value, label, Icon }) => (
        <Button
          key={value}
          size="sm"
          variant={layout === value ? 'light' : 'default'}
          aria-pressed={layout === value}
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}

/** What the funnel looks like while its mission and matches load, about the size of what comes. */
function FunnelSkeleton() {
  return (
    <Stack aria-hidden data-testid="funnel-skeleton">
      <Skeleton h={16} w={140} />
      <Group gap="md" wrap="nowrap">
        <Skeleton h={48} w={48} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={24} maw={420} />
          <Skeleton h={14} maw={260} />
        </Stack>
      </Group>
      <Skeleton h={36} />
      <Skeleton h={420} radius="md" />
    </Stack>
  );
}

/**
 * /backoffice/funnel/{id}: the mission's matches as a kanban (or a list), moved by drag and drop or
 * menu. The view shows at once when the mission and its matches have answered (and `intro`, a
 * tip above it, is ready): header, counts and board coming in one after the other would each push
 * what is below them down.
 */
export function FunnelView({
  missionId,
  intro,
  introReady = true,
}: {
  missionId: string;
  /** Shown above the view (a tip), with it. */
  intro?: ReactNode;
  /** Whether `intro` knows what it shows; the view waits for it. */
  introReady?: boolean;
}) {
  const t = useT();
  const [layout, setLayout] = useMatchesLayout();
  const mission = useFunnelMission(missionId);
  const { data, loading, error, refetch } = useTeamMissionMatches(missionId);
  const { pending, move } = useFunnelMoves();
  const [ask, setAsk] = useState<(MoveAsk & { match: TeamMatch }) | null>(null);
  const matches = data?.missionMatches ?? [];

  const onMove = (match: TeamMatch, to: MatchStatus) => {
    const offered = offeredMove(match, to);
    if (offered && (offered.reason || confirmedFirst.includes(to)))
      setAsk({ match, move: offered, name: match.freelance.fullName });
    else void move({ match, to });
  };
  const onClose = (match: TeamMatch, closing: MatchMove) =>
    setAsk({ match, move: closing, name: match.freelance.fullName });

  const missionAnswered = mission.data !== undefined || mission.error !== undefined || !mission.loading;
  const matchesAnswered = data !== undefined || error !== undefined || !loading;
  // The board is rendered in a transition: React renders it in slices between which the browser
  // stays responsive, instead of one long task when the answers arrive.
  const ready = useDeferredValue(missionAnswered && matchesAnswered && introReady);
  if (!ready) return <FunnelSkeleton />;

  return (
    <Stack>
      {intro}
      <BackLink to={`/backoffice/missions/${missionId}`}>{t('boMatching.funnel.back')}</BackLink>
      <FunnelHeader mission={mission.data?.mission} matches={matches} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {layout === 'kanban' ? t('boMatching.funnel.hint') : t('boMatching.funnel.hintList')}
        </Text>
        <LayoutSwitch layout={layout} onChange={setLayout} />
      </Group>
      {error && !data ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            {t('boMatching.funnel.loadError')}
            <Button size="xs" variant="white" onClick={() => refetch()}>
              {t('boMatching.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data && matches.length === 0 ? (
        <Stack align="center" gap={6} py="xl">
          <IconUsers size={32} aria-hidden />
          <Text fw={600}>{t('boMatching.funnel.empty')}</Text>
          <Anchor component={Link} to={`/backoffice/missions/${missionId}?tab=matching`} size="sm">
            {t('boMatching.funnel.emptyLink')}
          </Anchor>
        </Stack>
      ) : null}
      {matches.length > 0 && layout === 'kanban' ? (
        <FunnelBoard matches={matches} pending={pending} onMove={onMove} onClose={onClose} />
      ) : null}
      {matches.length > 0 && layout === 'list' ? (
        <FunnelList matches={matches} pending={pending} onMove={onMove} onClose={onClose} />
      ) : null}
      <VisuallyHidden aria-live="polite">
        {pending.size ? t('boMatching.funnel.saving', { count: pending.size }) : ''}
      </VisuallyHidden>
      <MoveDialog
        ask={ask}
        onClose={() => setAsk(null)}
        onConfirm={(chosen, reasons, comment) =>
          ask ? move({ match: ask.match, to: chosen.to, reasons, comment }) : Promise.resolve(false)
        }
      />
    </Stack>
  );
}
