import { useDraggable } from '@dnd-kit/core';
import { Anchor, Avatar, Badge, Card, Group, Stack, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { isMatchActive, type MatchStatus } from '@orbite/domain/match-status';
import { IconCalendarEvent, IconSend, IconSparkles, IconTelescope, IconUsers } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import type { TeamMatch } from '../backoffice-matching/backoffice-matching-operations';
import { AvailabilityBadge, RateText, usePreMatchingSourceLabel } from '../backoffice-matching/freelance-facts';
import { MatchStatusBadge } from '../market/status-badges';
import type { MatchMove, Meeting } from '../matches/match-operations';
import { KANBAN_ITEM_HEIGHT } from './funnel-logic';
import { MatchMoveMenu } from './match-move-menu';

export const matchPathOf = (match: Pick<TeamMatch, 'mission' | 'freelance'>, section?: string) =>
  `/backoffice/match/${match.mission.id}/${match.freelance.id}${section ? `/${section}` : ''}`;

const meetingColor: Record<Meeting['status'], string> = {
  proposed: 'orbite',
  booked: 'success',
  done: 'gray',
  declined: 'danger',
};

/** Where a match came from, as the card's icon: an engine, a search, the freelancer's application, or people. */
function sourceIcon(source: string) {
  const Icon = /^(matching|perfectMatch|extendedMatch)/.test(source)
    ? IconSparkles
    : source === 'telescope' || source === 'freelancersIndex'
      ? IconTelescope
      : source === 'freelancerAction'
        ? IconSend
        : IconUsers;
  return <Icon size={13} aria-hidden />;
}

const ratioColor = (percent: number) => (percent >= 75 ? 'success' : percent >= 50 ? 'orbite' : 'warning');

export interface FunnelCardProps {
  match: TeamMatch;
  onMove: (match: TeamMatch, to: MatchStatus) => void;
  onClose: (match: TeamMatch, move: MatchMove) => void;
  /** A move of this match is in flight. */
  moving?: boolean;
}

/** What a card says: who, how well they fit, their rate and availability, where they came from, the meeting. */
export function FunnelCardBody({ match, onMove, onClose, moving }: FunnelCardProps) {
  const t = useT();
  const sourceLabel = usePreMatchingSourceLabel();
  const { freelance, evaluation, meeting } = match;
  const source = sourceLabel(match.preMatchingSource);
  return (
    <Stack gap={6} h="100%" justify="space-between">
      {/* Tight gaps: « Yasmine Belkacem » whole on the spec's 250 px card. */}
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={freelance.profilePictureUrl} name={freelance.fullName} radius="xl" size={28} alt="" />
          <Anchor
            component={Link}
            to={matchPathOf(match)}
            fw={600}
            size="sm"
            truncate="end"
            title={freelance.fullName}
            c="inherit"
            onPointerDown={(event) => event.stopPropagation()}
          >
            {freelance.fullName}
          </Anchor>
        </Group>
        <MatchMoveMenu
          match={match}
          name={freelance.fullName}
          matchPath={matchPathOf(match)}
          onMove={(to) => onMove(match, to)}
          onClose={(move) => onClose(match, move)}
          disabled={moving}
        />
      </Group>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap">
          {evaluation ? (
            <Tooltip label={t('matchCard.criteria', { label: evaluation.label })}>
              <Badge size="sm" variant="filled" color={ratioColor(evaluation.percent)} style={{ flex: 'none' }}>
                {evaluation.percent} %
              </Badge>
            </Tooltip>
          ) : null}
          <RateText rate={freelance.retribution} size="xs" />
        </Group>
        {meeting ? (
          <Tooltip label={t(`enum.meetingStatus.${meeting.status}`)}>
            <ThemeIcon size={22} radius="xl" variant="light" color={meetingColor[meeting.status]}>
              <IconCalendarEvent size={14} aria-hidden />
              <VisuallyHidden>{t(`enum.meetingStatus.${meeting.status}`)}</VisuallyHidden>
            </ThemeIcon>
          </Tooltip>
        ) : null}
      </Group>
      {/*
       * The spec's card is 250 px wide: a status as long as « Déclinée par le freelance » leaves no room for the
       * source's word, which an icon says instead (its name in a tooltip and for screen readers).
       */}
      <Group gap={6} wrap="nowrap" justify="space-between">
        {isMatchActive(match.status) ? (
          <AvailabilityBadge freelance={freelance} size="sm" style={{ flex: 'none' }} />
        ) : (
          <MatchStatusBadge status={match.status} size="sm" tt="none" style={{ minWidth: 0 }} />
        )}
        {source && match.preMatchingSource ? (
          <Tooltip label={source}>
            <ThemeIcon size={22} radius="xl" variant="default" c="dimmed" style={{ flex: 'none' }}>
              {sourceIcon(match.preMatchingSource)}
              <VisuallyHidden>{source}</VisuallyHidden>
            </ThemeIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The card that follows the pointer while dragging (the list's card stays in place, faded). */
export function FunnelCardOverlay({ match }: { match: TeamMatch }) {
  const noop = () => {};
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      shadow="lg"
      data-testid="funnel-card-overlay"
      style={{ height: KANBAN_ITEM_HEIGHT - 8, cursor: 'grabbing' }}
    >
      <FunnelCardBody match={match} onMove={noop} onClose={noop} moving />
    </Card>
  );
}

/**
 * A draggable card of the kanban, 120 px high with its margin. A click opens the match page;
 * Space picks it up for the keyboard (arrows move it between columns, Space drops, Escape cancels).
 */
export function FunnelCard(props: FunnelCardProps) {
  const t = useT();
  const navigate = useNavigate();
  const { match } = props;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: match.id,
    data: { match },
    disabled: props.moving,
    // A group, not a button: the card holds a link and a menu button, which a button may not contain.
    attributes: { role: 'group' },
  });
  const style: CSSProperties = {
    height: KANBAN_ITEM_HEIGHT - 8,
    marginBottom: 8,
    cursor: props.moving ? 'progress' : 'grab',
    opacity: isDragging ? 0.35 : props.moving ? 0.6 : 1,
    touchAction: 'none',
  };
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="xs"
      style={style}
      data-testid="funnel-card"
      {...attributes}
      {...listeners}
      aria-roledescription={t('boMatching.dnd.card')}
      aria-label={t('boMatching.dnd.cardLabel', {
        name: match.freelance.fullName,
        status: t(`enum.matchStatus.${match.status}`),
      })}
      aria-busy={props.moving}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button, [role="menu"]')) return;
        navigate(matchPathOf(match));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget && !isDragging) navigate(matchPathOf(match));
        else listeners?.onKeyDown?.(event);
      }}
    >
      <FunnelCardBody {...props} />
    </Card>
  );
}
