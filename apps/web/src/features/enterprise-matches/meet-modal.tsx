import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from '../meetings/match-action-error';
import { ProposeSlotsModal } from '../meetings/propose-slots-modal';
import { useSelectMatch } from './enterprise-matches-operations';

/** The shortlist counter: "3/5 profils sélectionnés pour un rendez-vous". */
export function SelectionCounter({ count, max }: { count: number; max: number }) {
  const t = useT();
  return (
    <Stack gap={4} data-testid="selection-counter">
      <Text size="sm" fw={600}>
        {t('enterpriseMatches.selection.counter', { count, max })}
      </Text>
      <Progress
        value={(Math.min(count, max) / max) * 100}
        color={count >= max ? 'warning' : 'orbite'}
        size="sm"
        aria-hidden
      />
    </Stack>
  );
}

/**
 * "Rencontrer": the client proposes slots to a presented profile, which selects it for a meeting
 * (5 at most, 611), or only selects it and proposes slots later.
 */
export function MeetModal({
  opened,
  onClose,
  match,
  selection,
}: {
  opened: boolean;
  onClose: () => void;
  match: Match;
  selection: { count: number; max: number };
}) {
  const t = useT();
  const [select, { loading }] = useSelectMatch();
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  useEffect(() => {
    if (opened) setFailure(null);
  }, [opened]);

  const selectOnly = async () => {
    setFailure(null);
    const { error } = await select({ variables: { id: match.id, selected: true } });
    if (error) setFailure(matchActionError(error));
    else onClose();
  };

  const full = !match.selected && selection.count >= selection.max;
  return (
    <ProposeSlotsModal
      opened={opened}
      onClose={onClose}
      match={match}
      intro={
        match.selected ? null : (
          <Stack gap="xs">
            <SelectionCounter {...selection} />
            {full ? (
              <Alert color="warning" variant="light">
                {t('enterpriseMatches.selection.full', { max: selection.max })}
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="danger" variant="light" role="alert">
                {failure.message ?? t(failure.messageId)}
              </Alert>
            ) : null}
          </Stack>
        )
      }
      secondaryAction={
        match.selected ? null : (
          <Group>
            <Button variant="subtle" onClick={selectOnly} loading={loading}>
              {t('enterpriseMatches.meet.selectOnly')}
            </Button>
          </Group>
        )
      }
    />
  );
}
