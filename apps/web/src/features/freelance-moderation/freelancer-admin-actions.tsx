import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { useDeleteFreelance } from './identity-operations';
import { mutationErrorCode, mutationErrorMessage } from './mutation-error';

/** "Modifier" (the identity edit page) and "Supprimer" (with confirmation; 628 explained in French). */
export function FreelancerAdminActions({
  freelanceId,
  name,
}: {
  freelanceId: string;
  name: string | null | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteFreelance();
  const who = name || t('freelanceModeration.confirm.thisFreelance');

  const confirm = async () => {
    setFailure(null);
    const result = await remove({ variables: { freelanceId } });
    if (result.error) {
      setFailure(
        mutationErrorCode(result.error) === ErrorCode.freelanceNotDeletable
          ? t('freelanceModeration.delete.notDeletable')
          : mutationErrorMessage(result.error, t),
      );
      return;
    }
    setOpened(false);
    addToast({ type: 'success', messageId: 'freelanceModeration.delete.done' });
    navigate('/backoffice/freelancers');
  };

  return (
    <>
      <Group gap="xs">
        <Button
          component={Link}
          to={`/backoffice/freelancers/${freelanceId}/edit`}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('freelanceModeration.actions.edit')}
        </Button>
        <Button
          variant="subtle"
          color="danger"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            setFailure(null);
            setOpened(true);
          }}
        >
          {t('freelanceModeration.actions.delete')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('freelanceModeration.delete.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('freelanceModeration.delete.text', { name: who })}</Text>
          <Text size="sm" c="dimmed">
            {t('freelanceModeration.delete.rule')}
          </Text>
          {failure ? (
            <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="danger" onClick={() => void confirm()} loading={loading}>
              {t('freelanceModeration.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
