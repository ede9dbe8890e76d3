import { type CalendarDay, parisDayOf } from '@orbite/domain/calendar-day';
import { BADGE_MAX } from '@orbite/domain/constants';
import type { ChatConversation, ChatMessage, ChatParticipant } from './chat-operations';

/** Spec 002: a badge counter reads 99+ above 99. */
export const unreadLabel = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/**
 * The calendar day of an instant, `YYYY-MM-DD`, in the product's time zone (as every date of the product is
 * shown): the server renders a conversation's days as the browser does, wherever either runs.
 */
export function dayKey(iso: string): CalendarDay {
  return parisDayOf(new Date(iso));
}

/** Messages (oldest first) grouped by day, in order. */
export function groupByDay(messages: readonly ChatMessage[]): { day: string; messages: ChatMessage[] }[] {
  const groups: { day: string; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** A message follows the previous one from the same author within five minutes: no new author header. */
export function continuesPrevious(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  return (
    Boolean(previous) && sameAuthor(previous as ChatMessage, message) && closeInTime(previous as ChatMessage, message)
  );
}

const sameAuthor = (a: ChatMessage, b: ChatMessage) => (a.author?.userId ?? null) === (b.author?.userId ?? null);
const closeInTime = (a: ChatMessage, b: ChatMessage) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() < 5 * 60_000;

/** The conversations, the most recent message first (never-written ones last). */
export function sortConversations(items: readonly ChatConversation[]): ChatConversation[] {
  const time = (c: ChatConversation) => (c.lastMessageAt ? new Date(c.lastMessageAt).getTime() : 0);
  return [...items].sort((a, b) => time(b) - time(a) || Number(b.id) - Number(a.id));
}

/**
 * Read receipts: for each other participant, the last of the loaded messages they have read; the
 * result maps a message id to the people whose reading stops there ("Vu par Sophie").
 */
export function readReceipts(
  messages: readonly ChatMessage[],
  participants: readonly ChatParticipant[],
  viewerId: string,
): Map<string, ChatParticipant[]> {
  const receipts = new Map<string, ChatParticipant[]>();
  for (const participant of participants) {
    if (participant.userId === viewerId || !participant.lastReadMessageId) continue;
    const upTo = Number(participant.lastReadMessageId);
    let seen: ChatMessage | undefined;
    // The last message they read that someone else wrote (their own says nothing).
    for (const message of messages)
      if (Number(message.id) <= upTo && !message.deleted && message.author?.userId !== participant.userId)
        seen = message;
    if (!seen) continue;
    receipts.set(seen.id, [...(receipts.get(seen.id) ?? []), participant]);
  }
  return receipts;
}

/** The people of a conversation other than the viewer (for avatars and titles). */
export const othersOf = (conversation: ChatConversation, viewerId: string) =>
  conversation.participants.filter((participant) => participant.userId !== viewerId);
