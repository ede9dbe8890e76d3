import { describe, expect, it } from 'vitest';
import { groupByDay, readReceipts, sortConversations, unreadLabel } from './chat-format';
import { conversation, karim, message, person, sophie, VIEWER_ID } from './chat-test-kit';

describe('chat format', () => {
  it('reads 99+ above 99', () => {
    expect([unreadLabel(1), unreadLabel(99), unreadLabel(100)]).toEqual(['1', '99', '99+']);
  });

  it('puts the most recent conversation first and the silent ones last', () => {
    const sorted = sortConversations([
      conversation('1', { lastMessageAt: '2026-11-01T10:00:00Z' }),
      conversation('2', { lastMessageAt: null }),
      conversation('3', { lastMessageAt: '2026-11-05T10:00:00Z' }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['3', '1', '2']);
  });

  it('groups messages by day in order', () => {
    const groups = groupByDay([
      message('1', { createdAt: '2026-11-19T09:00:00' }),
      message('2', { createdAt: '2026-11-19T18:00:00' }),
      message('3', { createdAt: '2026-11-20T08:00:00' }),
    ]);
    expect(groups.map((group) => [group.day, group.messages.map((m) => m.id)])).toEqual([
      ['2026-11-19', ['1', '2']],
      ['2026-11-20', ['3']],
    ]);
  });

  it('groups by the day in Paris, wherever the page is rendered', () => {
    // 23:30 UTC on the 19th is 00:30 on the 20th in Paris (the server and the browser agree on it).
    const groups = groupByDay([
      message('1', { createdAt: '2026-11-19T22:30:00Z' }),
      message('2', { createdAt: '2026-11-19T23:30:00Z' }),
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-11-19', '2026-11-20']);
  });

  it('puts "seen by" under the last message each other participant read, never for the viewer', () => {
    const mine = { mine: true, author: karim };
    const messages = [message('1', mine), message('2', mine), message('3', mine)];
    const receipts = readReceipts(
      messages,
      [
        { ...karim, lastReadMessageId: '3' },
        { ...sophie, lastReadMessageId: '2' },
        person('3', 'Paul Team', { lastReadMessageId: '9' }),
        person('4', 'Nina', { lastReadMessageId: null }),
      ],
      VIEWER_ID,
    );
    expect(receipts.get('2')?.map((p) => p.fullName)).toEqual(['Sophie Martin']);
    expect(receipts.get('3')?.map((p) => p.fullName)).toEqual(['Paul Team']);
    expect(receipts.has('1')).toBe(false);
  });
});
