import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { normalizeTeamName, TEAM_DESCRIPTION_MAX_LENGTH, TEAM_NAME_MAX_LENGTH } from '@orbite/domain/team';
import { useEffect, useState } from 'react';
import { errorMessageId } from '../../i18n/errors';
import { useT } from '../../ui/use-t';
import { orThrow, refusalOf, type TeamInput } from './teams-operations';

/** Create or rename a team: the name (unique) and a short description. */
export function TeamFormModal({
  opened,
  onClose,
  title,
  submitLabel,
  initial,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initial?: TeamInput;
  onSubmit: (input: TeamInput) => Promise<unknown>;
}) {
  const t = useT();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setNameError(null);
    setRefusal(null);
  }, [opened, initial?.name, initial?.description]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!normalizeTeamName(name)) {
      setNameError(t('teams.form.nameRequired'));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await orThrow(
        Promise.resolve(onSubmit({ name, description: description.trim() || null })) as Promise<{
          error?: unknown;
        }>,
      );
      onClose();
    } catch (error) {
      const { code, field } = refusalOf(error);
      if (code === ErrorCode.invalidInput && field === 'name') setNameError(t('teams.form.nameTaken'));
      else setRefusal(code === -1 ? t('error.network') : t(errorMessageId(code, field)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('teams.form.name')}
            placeholder={t('teams.form.namePlaceholder')}
            required
            data-autofocus
            maxLength={TEAM_NAME_MAX_LENGTH}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          <Textarea
            label={t('teams.form.description')}
            placeholder={t('teams.form.descriptionPlaceholder')}
            rows={3}
            maxLength={TEAM_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teams.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
