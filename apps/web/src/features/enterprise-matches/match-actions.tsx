import { Alert, Button, Group, Menu, Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarRepeat,
  IconChevronDown,
  IconUserCheck,
  IconUserMinus,
  IconUserX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { serverNow } from '../../shell/shell-state';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from '../meetings/match-action-error';
import { useMarkMeetingDone } from '../meetings/meeting-operations';
import { ConfirmMatchModal } from './confirm-match-modal';
import { DeclineMatchModal } from './decline-match-modal';
import { DuplicateMatchModal } from './duplicate-match-modal';
import { useSelectMatch } from './enterprise-matches-operations';
import { MeetModal } from './meet-modal';
import { type ProfileAction, profileActions } from './profile-stage';

/** Spec 002: at most 3 buttons in a group, the rest in a "more" menu. */
const VISIBLE_BUTTONS = 3;

const icons: Record<ProfileAction, ReactNode> = {
  meet: <IconCalendarPlus size={16} aria-hidden />,
  propose: <IconCalendarPlus size={16} aria-hidden />,
  change: <IconCalendarEvent size={16} aria-hidden />,
  reschedule: <IconCalendarRepeat size={16} aria-hidden />,
  markDone: <IconCalendarCheck size={16} aria-hidden />,
  confirm: <IconUserCheck size={16} aria-hidden />,
  decline: <IconUserX size={16} aria-hidden />,
  duplicate: <IconArrowsExchange size={16} aria-hidden />,
  unselect: <IconUserMinus size={16} aria-hidden />,
};

type Dialog = 'meet' | 'confirm' | 'decline' | 'duplicate' | null;

/**
 * The client's actions on a presented profile, each with its dialog: meet (select and propose slots),
 * mark the meeting done, confirm (contracting starts), decline with reasons, move to another mission,
 * take it off the shortlist. `before` goes first in the group ("Voir le profil").
 */
export function MatchActions({
  match,
  selection,
  before,
  onMoved,
}: {
  match: Match;
  selection: { count: number; max: number };
  before?: ReactNode;
  onMoved?: (copy: Match) => void;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  const [markDone, doneCall] = useMarkMeetingDone();
  const [select, selectCall] = useSelectMatch();
  const actions = profileActions(match, new Date(serverNow()));

  const run = async (action: ProfileAction) => {
    setFailure(null);
    if (action === 'markDone') {
      const { error } = await markDone({ variables: { id: match.id } });
      setFailure(matchActionError(error));
    } else if (action === 'unselect') {
      const { error } = await select({ variables: { id: match.id, selected: false } });
      setFailure(matchActionError(error));
    } else if (action === 'confirm' || action === 'decline' || action === 'duplicate') setDialog(action);
    else setDialog('meet');
  };
  const label = (action: ProfileAction) => t(`enterpriseMatches.action.${action}`);
  const loading = (action: ProfileAction) =>
    (action === 'markDone' && doneCall.loading) || (action === 'unselect' && selectCall.loading);

  const visible = actions.slice(0, VISIBLE_BUTTONS);
  const more = actions.slice(VISIBLE_BUTTONS);
  const shown = Boolean(before) || visible.length > 0 || failure !== null;
  return (
    <>
      {shown ? (
        <Stack gap="xs">
          {before || visible.length > 0 ? (
            <Group gap="xs" wrap="wrap">
              {before}
              {visible.map((action, index) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'decline' ? 'subtle' : index === 0 ? 'filled' : 'light'}
                  color={action === 'decline' ? 'danger' : action === 'confirm' && index === 0 ? 'success' : undefined}
                  leftSection={icons[action]}
                  loading={loading(action)}
                  onClick={() => run(action)}
                >
                  {label(action)}
                </Button>
              ))}
              {more.length > 0 ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="sm" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                      {t('enterpriseMatches.action.more')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {more.map((action) => (
                      <Menu.Item
                        key={action}
                        leftSection={icons[action]}
                        color={action === 'decline' ? 'danger' : undefined}
                        onClick={() => run(action)}
                      >
                        {label(action)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          ) : null}
          {failure ? (
            <Alert color="danger" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
              {failure.message ?? t(failure.messageId)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <MeetModal opened={dialog === 'meet'} onClose={() => setDialog(null)} match={match} selection={selection} />
      <ConfirmMatchModal opened={dialog === 'confirm'} onClose={() => setDialog(null)} match={match} />
      <DeclineMatchModal opened={dialog === 'decline'} onClose={() => setDialog(null)} match={match} />
      <DuplicateMatchModal
        opened={dialog === 'duplicate'}
        onClose={() => setDialog(null)}
        match={match}
        onMoved={onMoved}
      />
    </>
  );
}
