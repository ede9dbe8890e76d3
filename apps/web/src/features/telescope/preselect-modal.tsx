import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@orbite/domain/search';
import { useMemo, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { usePreselectFreelances, useTelescopeMissions } from './telescope-operations';

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
  // Past the first 100 missions, the list is searched on the server as the title is typed.
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [search] = useDebouncedValue(typed === chosen?.label ? '' : typed, SEARCH_DEBOUNCE_MS);
  const searched = useTelescopeMissions(!opened || !search.trim(), search);
  const options = useMemo(() => {
    const found = (searched.data?.missions.items ?? []).map((mission) => ({
      value: mission.id,
      label: [mission.title || t('telescope.missions.untitled', { id: mission.id }), mission.company?.name]
        .filter(Boolean)
        .join(' · '),
    }));
    const all = [...(chosen ? [chosen] : []), ...missions, ...(search.trim() ? found : [])];
    return [...new Map(all.map((option) => [option.value, option])).values()];
  }, [missions, searched.data, search, chosen, t]);

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
          data={options}
          value={missionId}
          onChange={(value, option) => {
            setMissionId(value);
            setChosen(option ? { value: option.value, label: option.label } : null);
          }}
          searchValue={typed}
          onSearchChange={setTyped}
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
