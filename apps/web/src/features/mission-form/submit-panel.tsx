import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

/**
 * The end of the overview: who the mission goes to (a manager's to the company's admin for
 * approval, any other to the team for validation) and the button; a mission already sent is saved.
 */
export function SubmitPanel({
  saveMode,
  submitter,
  busy,
  disabled,
  dirty,
  onSubmit,
  onSave,
  onBack,
}: {
  saveMode: 'autosave' | 'explicit';
  submitter: 'corporateAdmin' | 'corporateManager' | 'teamMember';
  busy: boolean;
  disabled: boolean;
  dirty: boolean;
  onSubmit: () => void;
  onSave: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const explicit = saveMode === 'explicit';
  return (
    <Paper radius="md" p="lg" bg="orbite.0">
      <Stack gap="md">
        <Text size="sm">
          {t(explicit ? 'missionForm.submit.explicitText' : `missionForm.submit.text.${submitter}`)}
        </Text>
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t('missionForm.previous')}
          </Button>
          {explicit ? (
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              loading={busy}
              disabled={disabled || !dirty}
            >
              {t('missionForm.save')}
            </Button>
          ) : (
            <Button leftSection={<IconSend size={16} />} onClick={onSubmit} loading={busy} disabled={disabled}>
              {t(submitter === 'corporateManager' ? 'missionForm.submit.forApproval' : 'missionForm.submit.button')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
