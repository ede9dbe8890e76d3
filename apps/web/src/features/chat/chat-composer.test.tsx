import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { toasts } from '../../shell/toasts';
import { ChatComposer } from './chat-composer';
import { EDIT_CHAT_MESSAGE, SEARCH_MENTIONS, SEND_CHAT_MESSAGE } from './chat-operations';
import { karim, message, renderChat } from './chat-test-kit';
import { editedMessage } from './message-actions';

const editorOf = () => (screen.getByRole('textbox', { name: 'Votre message' }) as unknown as { editor: Editor }).editor;

const sent = (body: string, calls: string[]) => ({
  request: { query: SEND_CHAT_MESSAGE, variables: { conversationId: '10', body, uploadIds: null } },
  result: () => {
    calls.push(body);
    return { data: { sendChatMessage: message('501', { body, mine: true, author: karim }) } };
  },
});

describe('ChatComposer', () => {
  it('sends the editor HTML with Enter and empties the editor', async () => {
    const calls: string[] = [];
    renderChat(<ChatComposer conversationId="10" />, [sent('<p>Bonjour <strong>Sophie</strong></p>', calls)]);
    const editor = editorOf();
    act(() => {
      editor.commands.setContent('<p>Bonjour <strong>Sophie</strong></p>');
    });
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    await waitFor(() => expect(calls).toEqual(['<p>Bonjour <strong>Sophie</strong></p>']));
    await waitFor(() => expect(editor.isEmpty).toBe(true));
  });

  it('does not send spaces alone: the button waits for a word', async () => {
    const calls: string[] = [];
    renderChat(<ChatComposer conversationId="10" />, [sent('<p>   </p>', calls)]);
    const editor = editorOf();
    act(() => {
      editor.commands.setContent('<p>   </p><p> </p>');
    });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    act(() => {
      editor.commands.setContent('<p> Oui </p>');
    });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('keeps the text and says so in French when sending fails', async () => {
    toasts.set([]);
    renderChat(<ChatComposer conversationId="10" />, [
      {
        request: {
          query: SEND_CHAT_MESSAGE,
          variables: { conversationId: '10', body: '<p>Perdu ?</p>', uploadIds: null },
        },
        error: new Error('network down'),
      },
    ]);
    const editor = editorOf();
    act(() => {
      editor.commands.setContent('<p>Perdu ?</p>');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(toasts.get().map((toast) => toast.messageId)).toContain('chat.composer.sendFailed'));
    expect(editor.getHTML()).toBe('<p>Perdu ?</p>');
  });

  it('suggests people after @ and inserts the chosen one as the contract markup', async () => {
    const searches: string[] = [];
    renderChat(<ChatComposer conversationId="10" />, [
      {
        request: { query: SEARCH_MENTIONS, variables: { search: '@So', conversationId: '10' } },
        result: () => {
          searches.push('@So');
          return {
            data: {
              searchMentions: [
                { __typename: 'MentionCandidate', type: 'C', candidateId: '12', name: 'Sophie Martin', detail: 'Acme' },
                { __typename: 'MentionCandidate', type: 'F', candidateId: '4', name: 'Sonia Diallo', detail: null },
              ],
            },
          };
        },
      },
    ]);
    const editor = editorOf();
    act(() => {
      editor.commands.focus();
      editor.commands.insertContent('Merci @So');
    });
    const list = await screen.findByRole('listbox', { name: 'Suggestions de mention' });
    expect(list).toHaveTextContent('@Sophie Martin');
    // The arrows move in the list; Enter chooses (and does not send).
    fireEvent.keyDown(editor.view.dom, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Sonia Diallo/ })).toHaveAttribute('aria-selected', 'true'),
    );
    fireEvent.keyDown(editor.view.dom, { key: 'ArrowUp' });
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    await waitFor(() =>
      expect(editor.getHTML()).toBe(
        '<p>Merci <span data-type="mention" data-id="C:12" data-label="Sophie Martin">@Sophie Martin</span> </p>',
      ),
    );
    expect(searches).toEqual(['@So']);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('edits an own message in place: its text fills the editor, Enter saves the change', async () => {
    const edits: string[] = [];
    const original = message('77', {
      conversationId: '10',
      mine: true,
      author: karim,
      body: '<p>Rendez-vous jeudi</p>',
    });
    renderChat(<ChatComposer conversationId="10" />, [
      {
        request: { query: EDIT_CHAT_MESSAGE, variables: { id: '77', body: '<p>Rendez-vous vendredi</p>' } },
        result: () => {
          edits.push('77');
          return {
            data: {
              editChatMessage: { ...original, body: '<p>Rendez-vous vendredi</p>', editedAt: '2026-11-20T11:00:00Z' },
            },
          };
        },
      },
    ]);
    const editor = editorOf();
    act(() => editedMessage.set(original));
    await waitFor(() => expect(editor.getHTML()).toBe('<p>Rendez-vous jeudi</p>'));
    expect(screen.getByText('Modification du message')).toBeInTheDocument();
    act(() => {
      editor.commands.setContent('<p>Rendez-vous vendredi</p>');
    });
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    await waitFor(() => expect(edits).toEqual(['77']));
    await waitFor(() => expect(editor.isEmpty).toBe(true));
    expect(screen.queryByText('Modification du message')).toBeNull();
  });
});
