import { ActionIcon, Menu } from '@mantine/core';
import type { MatchStatus } from '@orbite/domain/match-status';
import { IconArrowRight, IconDots, IconExternalLink, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { MatchMove } from '../matches/match-operations';
import { closingMoves, type FunnelMatch, moveTargets } from './funnel-logic';

/**
 * The keyboard's way to move a card: "Déplacer vers…" lists only the columns a drop would accept,
 * then the moves that close the match (asked with reasons), then the match page.
 */
export function MatchMoveMenu({
  match,
  name,
  matchPath,
  onMove,
  onClose,
  disabled,
}: {
  match: FunnelMatch;
  name: string;
  matchPath: string;
  onMove: (to: MatchStatus) => void;
  onClose: (move: MatchMove) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const targets = moveTargets(match);
  const closing = closingMoves(match);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          disabled={disabled}
          aria-label={t('boMatching.menu.open', { name })}
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onPointerDown={(event) => event.stopPropagation()}>
        <Menu.Label>{t('boMatching.menu.moveTo')}</Menu.Label>
        {targets.length === 0 ? <Menu.Item disabled>{t('boMatching.menu.noTarget')}</Menu.Item> : null}
        {targets.map(({ column, to }) => (
          <Menu.Item key={column} leftSection={<IconArrowRight size={14} />} onClick={() => onMove(to)}>
            {t(`enum.funnelColumn.${column}`)}
          </Menu.Item>
        ))}
        {closing.length ? <Menu.Divider /> : null}
        {closing.map((move) => (
          <Menu.Item
            key={`${move.to}-${move.cancelSource ?? ''}`}
            color="danger"
            leftSection={<IconX size={14} />}
            onClick={() => onClose(move)}
          >
            {move.reason === 'decline'
              ? t('boMatching.close.menu.decline', { status: t(`enum.matchStatus.${move.to}`) })
              : t('boMatching.close.menu.cancelFor', { source: move.cancelSource ?? 'teamMember' })}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={matchPath} leftSection={<IconExternalLink size={14} />}>
          {t('boMatching.menu.openMatch')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
