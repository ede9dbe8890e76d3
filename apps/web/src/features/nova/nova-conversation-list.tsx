import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { NOVA_PAGE_SIZE, type NovaSurface, useDeleteNovaConversation, useNovaConversations } from './nova-operations';

interface Props {
  surface: NovaSurface;
  currentId: string | undefined;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}

/** The viewer's conversations of one surface, newest first, paged; delete after confirmation. */
export function NovaConversationList({ surface, currentId, onOpen, onNew, onDeleted }: Props) {
  const t = useT();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useNovaConversations(surface, (page - 1) * NOVA_PAGE_SIZE);
  const [remove] = useDeleteNovaConversation();
  const items = data?.novaConversations.items ?? [];
  const count = data?.novaConversations.count ?? 0;

  const confirmRemove = (id: string, title: string) =>
    modals.openConfirmModal({
      title: t('nova.list.deleteTitle'),
      children: <Text size="sm">{t('nova.list.deleteText', { title })}</Text>,
      labels: { confirm: t('nova.list.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const { error: failure } = await remove({ variables: { id } });
        if (reportMutationErrors(failure)) return;
        addToast({ type: 'success', messageId: 'nova.list.deleted' });
        onDeleted(id);
      },
    });

  return (
    <Stack gap="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onNew} fullWidth>
        {t('nova.list.new')}
      </Button>
      {loading && !data && (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      )}
      {error && !data && (
        <Alert color="red" title={t('nova.list.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            {t('nova.retry')}
          </Button>
        </Alert>
      )}
      {data && items.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('nova.list.empty')}
        </Text>
      )}
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('nova.list.title')}>
        {items.map((conversation) => {
          const title = conversation.title || t('nova.list.untitled');
          const active = conversation.id === currentId;
          return (
            <Group
              component="li"
              key={conversation.id}
              wrap="nowrap"
              gap={4}
              px="xs"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: active ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <UnstyledButton
                onClick={() => onOpen(conversation.id)}
                style={{ flex: 1, minWidth: 0 }}
                aria-current={active ? 'page' : undefined}
              >
                <Text size="sm" fw={active ? 600 : 500} truncate>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {intl.formatDate(conversation.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </UnstyledButton>
              <Tooltip label={t('nova.list.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('nova.list.deleteNamed', { title })}
                  onClick={() => confirmRemove(conversation.id, title)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
      </Stack>
      {count > NOVA_PAGE_SIZE && (
        <Pagination
          size="sm"
          total={Math.ceil(count / NOVA_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`nova.list.page.${control}`) })}
        />
      )}
    </Stack>
  );
}
