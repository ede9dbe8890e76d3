import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Viewer } from '../auth/auth.viewer';
import type { NovaConversationRow } from './nova.tables';
import * as repository from './nova-conversations.repository';

export const novaSurfaces = ['enterprise', 'backoffice', 'avatar'] as const;
export type NovaSurface = (typeof novaSurfaces)[number];

export const NOVA_CONTENT_MAX = 4000;
export const NOVA_TITLE_MAX = 60;

const notFound = () => new AppError(ErrorCode.notFound, 'Conversation introuvable.');

/** enterprise: a corporate with Nova access; backoffice and avatar: team members only. */
export function mayUseSurface(viewer: Viewer | null, surface: string): boolean {
  if (!viewer) return false;
  if (surface === 'enterprise') return viewer.role === 'corporate' && Boolean(viewer.corporate?.hasNovaAccess);
  if (surface === 'backoffice' || surface === 'avatar') return viewer.role === 'teamMember';
  return false;
}

export function requireSurface(viewer: Viewer | null, surface: string): Viewer {
  if (!viewer) throw new AppError(ErrorCode.unauthorized);
  if (!novaSurfaces.includes(surface as NovaSurface))
    throw new AppError(ErrorCode.invalidInput, 'Surface inconnue.', 'surface');
  if (!mayUseSurface(viewer, surface)) throw new AppError(ErrorCode.forbidden);
  return viewer;
}

/** Title of a conversation: its first question, on one line, cut at 60 characters. */
export function titleOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= NOVA_TITLE_MAX ? line : `${line.slice(0, NOVA_TITLE_MAX - 1).trimEnd()}…`;
}

/** The caller's own conversation; anyone else's (team included) is "not found". */
export async function ownConversation(
  db: DbOrTx,
  viewer: Viewer | null,
  publicId: string,
): Promise<NovaConversationRow> {
  if (!viewer) throw new AppError(ErrorCode.unauthorized);
  const row = publicId.length <= 64 ? await repository.findConversation(db, publicId) : null;
  if (!row || row.userId !== viewer.user.id || !mayUseSurface(viewer, row.surface)) throw notFound();
  return row;
}

export async function conversationOrNull(db: DbOrTx, viewer: Viewer | null, publicId: string) {
  try {
    return await ownConversation(db, viewer, publicId);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.notFound) return null;
    throw error;
  }
}

export async function conversationsPage(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { surface: string; offset?: number | null; limit?: number | null },
) {
  const caller = requireSurface(viewer, input.surface);
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 25;
  if (!Number.isInteger(offset) || offset < 0)
    throw new AppError(ErrorCode.invalidInput, 'Position invalide.', 'offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new AppError(ErrorCode.invalidInput, 'Taille de page invalide.', 'limit');
  return repository.listConversations(db, caller.user.id, input.surface, { offset, limit });
}

export async function deleteConversation(db: DbOrTx, viewer: Viewer | null, publicId: string) {
  const row = await ownConversation(db, viewer, publicId);
  await repository.deleteConversation(db, row.id);
  return true;
}

/** The messages of one of the caller's conversations, with the caller's rating of each answer. */
export async function messagesWithFeedback(db: DbOrTx, viewer: Viewer, conversation: NovaConversationRow) {
  const messages = await repository.messagesOf(db, conversation.id);
  const ratings = await repository.feedbacksOf(
    db,
    viewer.user.id,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({ ...m, myFeedback: ratings.get(m.id) ?? null }));
}

/**
 * Starts a turn: the conversation (new or the caller's own) and the stored user message, before any
 * answer is streamed.
 */
export async function startTurn(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { conversationId: string | null; surface: string; content: string },
) {
  const caller = requireSurface(viewer, input.surface);
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content || content.length > NOVA_CONTENT_MAX)
    throw new AppError(ErrorCode.invalidInput, 'Le message compte de 1 à 4 000 caractères.', 'content');
  return db.transaction(async (tx) => {
    let conversation: NovaConversationRow;
    if (input.conversationId) {
      conversation = await ownConversation(tx, caller, input.conversationId);
      if (conversation.surface !== input.surface) throw notFound();
      await repository.touchConversation(tx, conversation.id);
    } else {
      conversation = await repository.insertConversation(tx, {
        publicId: randomBytes(12).toString('base64url'),
        userId: caller.user.id,
        surface: input.surface,
        title: titleOf(content),
      });
    }
    const history = await repository.messagesOf(tx, conversation.id);
    const userMessage = await repository.insertMessage(tx, {
      conversationId: conversation.id,
      role: 'user',
      content,
      status: 'done',
    });
    return { viewer: caller, conversation, history, userMessage, content };
  });
}
