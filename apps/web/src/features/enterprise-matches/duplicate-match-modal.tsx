import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from '../meetings/match-action-error';
import { useDepositMissions, useDuplicateMatch } from './enterprise-matches-operations';

/**
 * "Proposer sur une autre mission": the profile leaves this mission and is presented on another of
 * the company's missions that is seeking freelancers.
 */
export function DuplicateMatchModal({
  opened,
  onClose,
  match,
  onMoved,
}: {
  opened: boolean;
  onClose: () => void;
  match: Match;
  onMoved?: (copy: Match) => void;
}) {
  const t = useT();
  const { data, loading, error } = useDepositMissions(!opened);
  const [duplicate, call] = useDuplicateMatch();
  const [target, setTarget] = useState<string | null>(null);
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  useEffect(() => {
    if (opened) {
      setTarget(null);
      setFailure(null);
    }
  }, [opened]);

  const missions = (data?.missions.items ?? []).filter(
    (mission) => mission.status === 'seeking' && mission.id !== match.mission.id,
  );
  const submit = async () => {
    if (!target) return;
    setFailure(null);
    const result = await duplicate({ variables: { id: match.id, missionId: target } });
    if (result.error || !result.data) setFailure(matchActionError(result.error));
    else {
      onMoved?.(result.data.duplicateMatch);
      onClose();
    }
  };

  let content: ReactNode;
  if (!data && loading) content = <Loader size="sm" mx="auto" />;
  else if (!data && error)
    content = (
      <Alert color="danger" variant="light" role="alert">
        {t('enterpriseMatches.duplicate.loadError')}
      </Alert>
    );
  else if (missions.length === 0)
    content = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('enterpriseMatches.duplicate.none')}
        </Text>
        <Button component={Link} to="/enterprise/mission/create" variant="light" w="fit-content">
          {t('enterpriseMatches.duplicate.create')}
        </Button>
      </Stack>
    );
  else
    content = (
      <Radio.Group value={target} onChange={setTarget} label={t('enterpriseMatches.duplicate.label')}>
        <Stack gap="xs" mt="xs">
          {missions.map((mission) => (
            <Radio
              key={mission.id}
              value={mission.id}
              label={mission.title || t('enterpriseMatches.untitledMission')}
              description={t('enterpriseMatches.reference', { id: mission.id })}
            />
          ))}
        </Stack>
      </Radio.Group>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('enterpriseMatches.duplicate.title', { name: match.freelance.fullName })}
    >
      <Stack gap="md">
        <Text size="sm">{t('enterpriseMatches.duplicate.text', { name: match.freelance.firstName })}</Text>
        {content}
        {failure ? (
          <Alert color="danger" variant="light" role="alert">
            {failure.message ?? t(failure.messageId)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('enterpriseMatches.cancel')}
          </Button>
          <Button onClick={submit} disabled={!target} loading={call.loading}>
            {t('enterpriseMatches.duplicate.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
