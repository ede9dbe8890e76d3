import { ErrorCode } from '@orbite/domain/errors';
import { isPageSize } from '@orbite/domain/pagination';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { AppError } from '../../platform/errors';
import type { Viewer } from '../auth/auth.viewer';
import * as repository from './nova.repository';
import { findConversationById, findMessage, messagesOf } from './nova-conversations.repository';

export const novaRatings = ['up', 'down'] as const;
export type NovaRating = (typeof novaRatings)[number];

const LIMITS = { conversationId: 200, comment: 2000, question: 10_000, answer: 20_000 } as const;

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** Nova answers team members, and the corporates the team gave access to. */
export function hasNovaAccess(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  if (viewer.role === 'teamMember') return true;
  return viewer.role === 'corporate' && Boolean(viewer.corporate?.hasNovaAccess);
}

const teamOnly = (viewer: Viewer | null) => {
  if (viewer?.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
};

export interface NovaFeedbackInput {
  conversationId?: string | null;
  rating: string;
  comment?: string | null;
  question?: string | null;
  answer?: string | null;
  /** A stored answer of one of the viewer's conversations (its owner only). */
  messageId?: string | number | null;
}

const text = (value: string | null | undefined, field: keyof typeof LIMITS) => {
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > LIMITS[field])
    throw invalid(field, `${LIMITS[field].toLocaleString('fr-FR')} caractères au plus.`);
  return trimmed;
};

/** An answer of the viewer's own conversation, with the question it answered; "not found" otherwise. */
async function storedAnswer(db: DbOrTx, viewer: Viewer, messageId: string | number) {
  const id = Number(messageId);
  const message = isRowId(id) ? await findMessage(db, id) : null;
  const conversation = message?.role === 'assistant' ? await findConversationById(db, message.conversationId) : null;
  if (!message || !conversation || conversation.userId !== viewer.user.id)
    throw new AppError(ErrorCode.notFound, 'Réponse introuvable.', 'messageId');
  const earlier = (await messagesOf(db, conversation.id)).filter((m) => m.role === 'user' && m.id < message.id);
  return {
    messageId: message.id,
    conversationId: conversation.publicId,
    question: earlier.at(-1)?.content.slice(0, LIMITS.question) ?? null,
    answer: message.content.slice(0, LIMITS.answer) || null,
  };
}

/** Thumbs up or down on one of Nova's answers, by whoever Nova answered. */
export async function submitNovaFeedback(db: DbOrTx, viewer: Viewer | null, input: NovaFeedbackInput) {
  if (!viewer || !hasNovaAccess(viewer)) throw new AppError(viewer ? ErrorCode.forbidden : ErrorCode.unauthorized);
  if (!novaRatings.includes(input.rating as NovaRating)) throw invalid('rating', 'Avis inconnu.');
  const stored = input.messageId == null ? null : await storedAnswer(db, viewer, input.messageId);
  if (stored)
    Object.assign(input, { conversationId: stored.conversationId, question: stored.question, answer: stored.answer });
  const row = await repository.insertNovaFeedback(db, {
    userId: viewer.user.id,
    messageId: stored?.messageId ?? null,
    rating: input.rating,
    conversationId: text(input.conversationId, 'conversationId'),
    comment: text(input.comment, 'comment'),
    question: text(input.question, 'question'),
    answer: text(input.answer, 'answer'),
  });
  return { id: row.id, rating: row.rating, createdAt: row.createdAt };
}

/** The team's page of feedbacks, newest first, filtered by rating and by whether they were handled. */
export async function novaFeedbacksPage(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { rating?: string | null; handled?: boolean | null; offset?: number | null; limit?: number | null },
) {
  teamOnly(viewer);
  if (input.rating && !novaRatings.includes(input.rating as NovaRating)) throw invalid('rating', 'Avis inconnu.');
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 25;
  if (!Number.isInteger(offset) || offset < 0) throw invalid('offset', 'Position invalide.');
  if (!isPageSize(limit)) throw invalid('limit', 'Taille de page invalide.');
  return repository.listNovaFeedbacks(
    db,
    { rating: input.rating ?? null, handled: input.handled ?? null },
    { offset, limit },
  );
}

/** A team member marks a feedback handled (or back to be handled). */
export async function markNovaFeedbackHandled(db: DbOrTx, viewer: Viewer | null, id: number, handled: boolean) {
  teamOnly(viewer);
  const row = Number.isInteger(id)
    ? await repository.setNovaFeedbackHandled(db, id, handled ? viewer!.user.id : null)
    : null;
  if (!row) throw new AppError(ErrorCode.notFound);
  const { items } = await repository.listNovaFeedbacks(
    db,
    { rating: null, handled: null, id: row.id },
    { offset: 0, limit: 1 },
  );
  return items[0]!;
}
