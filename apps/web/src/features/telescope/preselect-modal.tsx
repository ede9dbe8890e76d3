import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { usePreselectFreelances } from './telescope-operations';

/**
 * Puts the chosen freelancers in the running for a mission seeking freelancers: the matches are
 * created as the team's preselection, from telescope.
 */
export function PreselectModal({
  opened,
  onClose,
  freelanceIds,
  missions,
  missionsLoading,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  freelanceIds: string[];
  missions: { value: string; label: string }[];
  missionsLoading: boolean;
  onDone: (missionId: string) => void;
}) {
  const t = useT();
  const [missionId, setMissionId] = useState<string | null>(null);
  const [preselect, { loading }] = usePreselectFreelances();

  const submit = async () => {
    if (!missionId) return;
    const { data, error } = await preselect({ variables: { missionId, freelanceIds } });
    if (reportMutationErrors(error) || !data) return;
    addToast({
      type: 'success',
      messageId: 'telescope.preselect.done',
      values: { count: data.preselectFreelances.length },
    });
    onDone(missionId);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('telescope.preselect.title')} centered>
      <Stack>
        <Text size="sm">{t('telescope.preselect.summary', { count: freelanceIds.length })}</Text>
        <Select
          label={t('telescope.preselect.mission')}
          placeholder={t(
            missionsLoading
              ? 'telescope.missions.loading'
              : missions.length
                ? 'telescope.preselect.missionPlaceholder'
                : 'telescope.missions.none',
          )}
          disabled={!missionsLoading && missions.length === 0}
          data={missions}
          value={missionId}
          onChange={setMissionId}
          searchable
          nothingFoundMessage={t('telescope.missions.none')}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={loading} disabled={!missionId || freelanceIds.length === 0}>
            {t('telescope.preselect.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
