import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { createStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import { type ChatMessage, DELETE_CHAT_MESSAGE } from './chat-operations';

/** The own message being edited in the composer of its conversation, if any. */
export const editedMessage = createStore<ChatMessage | null>(null);

/** The author's menu on their message: edit it in the composer, or delete it after confirming. */
export function MessageActions({ message }: { message: ChatMessage }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DELETE_CHAT_MESSAGE, { context: { silent: true } });

  const confirmDelete = async () => {
    const { data } = await remove({ variables: { id: message.id } }).catch(() => ({ data: undefined }));
    if (data?.deleteChatMessage) setConfirming(false);
    else addToast({ type: 'error', messageId: 'chat.message.deleteFailed' });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.message.actions')}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => editedMessage.set(message)}>
            {t('chat.message.edit')}
          </Menu.Item>
          <Menu.Item
            color="danger"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('chat.message.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('chat.message.deleteTitle')} size="sm">
        <Text size="sm">{t('chat.message.deleteBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('chat.message.cancel')}
          </Button>
          <Button color="danger" loading={loading} onClick={() => void confirmDelete()}>
            {t('chat.message.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
