import '@mantine/tiptap/styles.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ActionIcon, Box, CloseButton, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconCheck, IconPaperclip, IconPencil, IconSend } from '@tabler/icons-react';
import { Extension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useStore } from '../../ui/create-store';
import { useT } from '../../ui/use-t';
import { AttachmentDrafts } from './attachment-drafts';
import classes from './chat.module.css';
import { CHAT_MESSAGES, EDIT_CHAT_MESSAGE, SEARCH_MENTIONS, SEND_CHAT_MESSAGE } from './chat-operations';
import { chatMention, createSuggestionStore, MentionSuggestionList } from './mention-suggestion';
import { editedMessage } from './message-actions';
import { useAttachmentDrafts } from './use-attachment-drafts';

/**
 * The message editor: rich text (bold, italic, lists, links), mentions after @ and #, files.
 * Enter sends, Shift+Enter breaks the line; the text stays when sending fails.
 */
export function ChatComposer({ conversationId, onSent }: { conversationId: string; onSent?: () => void }) {
  const t = useT();
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const drafts = useAttachmentDrafts();
  const sendRef = useRef<() => void>(() => {});
  const suggestions = useMemo(createSuggestionStore, []);
  const [send] = useMutation(SEND_CHAT_MESSAGE, {
    context: { silent: true },
    update(cache, { data }) {
      const message = data?.sendChatMessage;
      if (!message) return;
      cache.updateQuery({ query: CHAT_MESSAGES, variables: { conversationId } }, (current) =>
        !current || current.chatMessages.items.some((item) => item.id === message.id)
          ? current
          : { chatMessages: { ...current.chatMessages, items: [...current.chatMessages.items, message] } },
      );
      cache.modify({
        id: cache.identify({ __typename: 'ChatConversation', id: conversationId }),
        fields: {
          lastMessage: (_, { toReference }) => toReference({ __typename: 'ChatMessage', id: message.id }) ?? null,
          lastMessageAt: () => message.createdAt,
        },
      });
    },
  });

  const [edit] = useMutation(EDIT_CHAT_MESSAGE, { context: { silent: true } });
  const editingAny = useStore(editedMessage);
  const editing = editingAny?.conversationId === conversationId ? editingAny : null;

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({ link: false, heading: false, codeBlock: false, horizontalRule: false }),
        Link.configure({ openOnClick: false, autolink: true }),
        Placeholder.configure({ placeholder: t('chat.composer.placeholder') }),
        chatMention(async (search) => {
          const { data } = await client.query({
            query: SEARCH_MENTIONS,
            variables: { search, conversationId },
            context: { silent: true },
          });
          return data?.searchMentions ?? [];
        }, suggestions),
        Extension.create({
          name: 'chatKeys',
          // Before the lists' own Enter; an open mention list keeps its Enter (it chooses).
          priority: 1000,
          addKeyboardShortcuts() {
            return {
              Enter: () => {
                if (suggestions.get()?.items.length) return false;
                sendRef.current();
                return true;
              },
              Escape: () => {
                if (!editedMessage.get()) return false;
                editedMessage.set(null);
                return true;
              },
              // Shift+Enter: a new item inside a list, else a line break.
              'Shift-Enter': () => this.editor.isActive('listItem') && this.editor.commands.splitListItem('listItem'),
            };
          },
        }),
      ],
      immediatelyRender: true,
      shouldRerenderOnTransaction: true,
      editorProps: {
        attributes: { 'aria-label': t('chat.composer.label'), 'aria-multiline': 'true', role: 'textbox' },
      },
    },
    [conversationId],
  );

  // An edit left unfinished does not follow the writer to another page.
  useEffect(() => () => editedMessage.set(null), []);

  // Editing a message puts its text in the editor; leaving the edit empties it.
  const editingId = editing?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another message is picked.
  useEffect(() => {
    if (!editor) return;
    if (editing) editor.chain().setContent(editing.body, { emitUpdate: false }).focus('end').run();
    else if (editingId === undefined) editor.commands.clearContent(true);
  }, [editor, editingId]);

  // Spaces and blank lines are not a message (the editor counts them as content).
  const empty = !editor || editor.getText().trim() === '';
  const canSend = editing
    ? !sending && !empty
    : !sending && !drafts.uploading && (!empty || drafts.uploadIds.length > 0);

  const submit = (body: string) =>
    editing
      ? edit({ variables: { id: editing.id, body } }).then(({ data, error }) => {
          if (error || !data) throw error ?? new Error('no data');
          editedMessage.set(null);
        })
      : send({
          variables: { conversationId, body, uploadIds: drafts.uploadIds.length ? drafts.uploadIds : null },
        }).then(({ data, error }) => {
          if (error || !data) throw error ?? new Error('no data');
          editor?.commands.clearContent(true);
          drafts.clear();
          onSent?.();
        });

  sendRef.current = () => {
    if (!editor || !canSend) return;
    const body = editor.isEmpty ? '' : editor.getHTML();
    const failure = editing ? 'chat.composer.editFailed' : 'chat.composer.sendFailed';
    setSending(true);
    editor.setEditable(false);
    submit(body)
      .catch(() => addToast({ type: 'error', messageId: failure }))
      .finally(() => {
        setSending(false);
        editor.setEditable(true);
        editor.commands.focus();
      });
  };

  return (
    <Box p="sm" pos="relative" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} bg="white">
      <MentionSuggestionList store={suggestions} />
      {editing ? (
        <Group gap="xs" mb="xs" wrap="nowrap">
          <IconPencil size={16} aria-hidden />
          <Text size="sm" fw={600} style={{ flex: 1 }}>
            {t('chat.composer.editing')}
          </Text>
          <CloseButton size="sm" aria-label={t('chat.composer.cancelEdit')} onClick={() => editedMessage.set(null)} />
        </Group>
      ) : (
        <AttachmentDrafts drafts={drafts} />
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <RichTextEditor
          editor={editor}
          className={classes.editor}
          style={{ flex: 1, minWidth: 0 }}
          labels={{
            boldControlLabel: t('chat.composer.bold'),
            italicControlLabel: t('chat.composer.italic'),
            bulletListControlLabel: t('chat.composer.bulletList'),
            orderedListControlLabel: t('chat.composer.orderedList'),
            linkControlLabel: t('chat.composer.link'),
            unlinkControlLabel: t('chat.composer.unlink'),
            linkEditorInputLabel: t('chat.composer.linkUrl'),
            linkEditorInputPlaceholder: 'https://',
            linkEditorSave: t('chat.composer.linkSave'),
          }}
        >
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.BulletList />
              <RichTextEditor.Link />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content />
        </RichTextEditor>
        <Group gap={4} wrap="nowrap" pb={4}>
          <FileButton
            onChange={drafts.add}
            multiple
            accept="application/pdf,image/jpeg,image/png"
            disabled={Boolean(editing)}
          >
            {(props) => (
              <Tooltip label={t('chat.composer.attach')}>
                <ActionIcon
                  {...props}
                  variant="subtle"
                  size="lg"
                  aria-label={t('chat.composer.attach')}
                  disabled={sending}
                >
                  <IconPaperclip size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <ActionIcon
            size="lg"
            aria-label={t(editing ? 'chat.composer.save' : 'chat.composer.send')}
            onClick={() => sendRef.current()}
            disabled={!canSend}
            loading={sending}
          >
            {editing ? <IconCheck size={18} aria-hidden /> : <IconSend size={18} aria-hidden />}
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
