import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useT } from '../../ui/use-t';

/** Rich text (bold, italic, lists, links) edited as HTML; the server sanitizes what it stores. */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  minHeight = 160,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  minHeight?: number;
}) {
  const t = useT();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (form reset) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <MantineRichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('profile.richText.bold'),
          italicControlLabel: t('profile.richText.italic'),
          bulletListControlLabel: t('profile.richText.bulletList'),
          orderedListControlLabel: t('profile.richText.orderedList'),
          linkControlLabel: t('profile.richText.link'),
          unlinkControlLabel: t('profile.richText.unlink'),
          linkEditorInputLabel: t('profile.richText.linkUrl'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorSave: t('profile.save'),
        }}
        style={{ borderColor: error ? 'var(--mantine-color-error)' : undefined }}
      >
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={minHeight} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
