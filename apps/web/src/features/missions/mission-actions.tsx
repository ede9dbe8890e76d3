import { Button, Group, Menu } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { wasSigned } from '@orbite/domain/deal-status';
import { IconChevronDown, IconCopy, IconEdit, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { DuplicateMissionModal } from './duplicate-mission-modal';
import { MissionMoveModal } from './mission-move-modal';
import { type MissionAction, missionActions } from './mission-moves';
import type { MissionDetail } from './mission-operations';

/** Spec 002: at most 3 buttons in a group, the rest in a "more" menu. */
const VISIBLE_BUTTONS = 3;

export type MissionViewer = 'teamMember' | 'corporate';

/** The public read-only page of a mission, to hand to colleagues. */
export const exportUrlOf = (hash: string) => `${window.location.origin}/enterprise/mission/${hash}/export`;

/**
 * The viewer's actions on a mission: its allowed moves (each in a confirmation modal), editing while
 * the client still may, and in the "more" menu duplicating and copying the public read-only link.
 */
export function MissionActions({
  mission,
  viewer,
  onReload,
}: {
  mission: MissionDetail & { deal?: { status: string } | null };
  viewer: MissionViewer;
  onReload: () => void;
}) {
  const t = useT();
  const [active, setActive] = useState<MissionAction | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const actions = missionActions(mission.status, mission.allowedMoves, wasSigned(mission.deal?.status ?? ''));
  const buttons = actions.slice(0, VISIBLE_BUTTONS);
  const more = actions.slice(VISIBLE_BUTTONS);
  // The main action moves the mission forward: a step back, a closing or an override is never filled.
  const primary = buttons.find((action) => !action.destructive && !action.backward && !action.override);
  const label = (action: MissionAction) => t(`missions.move.${action.messageKey}.label`);
  // The client edits through the enterprise form; the team's own form is not there yet.
  const canEdit = viewer === 'corporate' && mission.viewerCan.edit;
  const shareHash = mission.viewerCan.share ? mission.hash : null;
  const clipboard = useClipboard();

  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {buttons.map((action) => (
        <Button
          key={action.to}
          variant={
            action.destructive
              ? 'light'
              : action === primary
                ? 'filled'
                : action.backward || action.override
                  ? 'default'
                  : 'light'
          }
          color={action.destructive ? 'danger' : undefined}
          onClick={() => setActive(action)}
        >
          {label(action)}
        </Button>
      ))}
      {canEdit ? (
        <Button
          component={Link}
          to={`/enterprise/mission/${mission.id}/edit`}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('missions.actions.edit')}
        </Button>
      ) : null}
      {more.length > 0 || mission.viewerCan.duplicate || shareHash ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
              {t('missions.actions.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) => (
              <Menu.Item
                key={action.to}
                color={action.destructive ? 'danger' : undefined}
                onClick={() => setActive(action)}
              >
                {label(action)}
              </Menu.Item>
            ))}
            {shareHash ? (
              <Menu.Item
                leftSection={<IconLink size={14} aria-hidden />}
                onClick={() => {
                  clipboard.copy(exportUrlOf(shareHash));
                  addToast({ type: 'success', messageId: 'missions.actions.copied' });
                }}
              >
                {t('missions.actions.share')}
              </Menu.Item>
            ) : null}
            {mission.viewerCan.duplicate ? (
              <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => setDuplicating(true)}>
                {t('missions.actions.duplicate')}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {active ? (
        <MissionMoveModal
          key={active.to}
          action={active}
          mission={mission}
          viewer={viewer}
          onClose={() => setActive(null)}
          onReload={() => {
            setActive(null);
            onReload();
          }}
        />
      ) : null}
      {duplicating ? (
        <DuplicateMissionModal mission={mission} viewer={viewer} onClose={() => setDuplicating(false)} />
      ) : null}
    </Group>
  );
}
