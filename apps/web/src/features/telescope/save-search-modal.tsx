import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import {
  FREELANCE_SEARCH_NAME_LENGTH,
  isValidFreelanceSearchName,
  type TelescopeFilters,
} from '@orbite/domain/telescope';
import { useEffect, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type FreelanceSearch, useSaveFreelanceSearch } from './telescope-operations';

/**
 * Saves the current filters under a name: as a new search, or (from an opened saved search) in
 * place of it.
 */
export function SaveSearchModal({
  opened,
  onClose,
  filters,
  current,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  filters: TelescopeFilters;
  /** The saved search open on the page, if any. */
  current: FreelanceSearch | null;
  onSaved: (search: FreelanceSearch) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<'update' | 'new'>('new');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSaveFreelanceSearch();

  useEffect(() => {
    if (!opened) return;
    setName(current?.name ?? '');
    setTarget(current ? 'update' : 'new');
    setError(null);
  }, [opened, current]);

  const submit = async () => {
    if (!isValidFreelanceSearchName(name)) {
      setError(t('telescope.save.nameRule', { max: FREELANCE_SEARCH_NAME_LENGTH.max }));
      return;
    }
    const id = target === 'update' && current ? current.id : null;
    const { data, error: failure } = await save({ variables: { id, name: name.trim(), filters } });
    const failed = reportMutationErrors(failure, (field, message) => {
      if (field !== 'name') return false;
      setError(message);
      return true;
    });
    if (failed || !data) return;
    addToast({ type: 'success', messageId: 'telescope.save.done' });
    onSaved(data.saveFreelanceSearch);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('telescope.save.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {current ? (
            <Radio.Group value={target} onChange={(value) => setTarget(value === 'update' ? 'update' : 'new')}>
              <Stack gap="xs">
                <Radio value="update" label={t('telescope.save.update', { name: current.name })} />
                <Radio value="new" label={t('telescope.save.asNew')} />
              </Stack>
            </Radio.Group>
          ) : null}
          <TextInput
            label={t('telescope.save.name')}
            value={name}
            maxLength={FREELANCE_SEARCH_NAME_LENGTH.max}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('telescope.save.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
