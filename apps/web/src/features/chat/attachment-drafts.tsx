import { CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { AttachmentDrafts as Drafts } from './use-attachment-drafts';

/** The files joined to the message being written, with their progress and a remove button. */
export function AttachmentDrafts({ drafts }: { drafts: Drafts }) {
  const t = useT();
  if (drafts.items.length === 0) return null;
  return (
    <Group gap="xs" mb="xs" aria-label={t('chat.composer.attachments')}>
      {drafts.items.map((item) => (
        <Paper key={item.key} withBorder radius="md" px="xs" py={4} w={220} bg={item.error ? 'danger.0' : 'gray.0'}>
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" fw={600} truncate>
                {item.name}
              </Text>
              {item.error ? (
                <Text size="xs" c="danger.7">
                  {item.error.text ?? t(item.error.id ?? 'chat.composer.file.failed')}
                </Text>
              ) : (
                !item.uploadId && (
                  <Progress
                    size="xs"
                    value={Math.round(item.progress * 100)}
                    aria-label={t('chat.composer.uploading', { name: item.name })}
                  />
                )
              )}
            </Stack>
            <CloseButton
              size="sm"
              aria-label={t('chat.composer.removeFile', { name: item.name })}
              onClick={() => drafts.remove(item.key)}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
