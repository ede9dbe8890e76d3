import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseEvent } from './sse';

describe('createSseParser', () => {
  it('parses named events with JSON data', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Bon"}\n\nevent: done\ndata: {"messageId":"4"}\n\n')).toEqual([
      { event: 'delta', data: { text: 'Bon' } },
      { event: 'done', data: { messageId: '4' } },
    ]);
  });

  it('keeps an event split across chunks until it is complete', () => {
    const parser = createSseParser();
    expect(parser.push('event: del')).toEqual([]);
    expect(parser.push('ta\ndata: {"text":"jo')).toEqual([]);
    expect(parser.push('ur"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: { text: 'jour' } }]);
  });

  it('handles CRLF, comments, multi-line data and the default event name', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\r\n\r\ndata: ligne 1\r\ndata: ligne 2\r\n\r\n')).toEqual([
      { event: 'message', data: 'ligne 1\nligne 2' },
    ]);
  });

  it('flushes a last event without its blank line', () => {
    const parser = createSseParser();
    parser.push('event: error\ndata: {"code":1}');
    expect(parser.flush()).toEqual([{ event: 'error', data: { code: 1 } }]);
  });
});

describe('readSse', () => {
  it('reads a stream whose chunks cut multi-byte characters', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Réponse €"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSse(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'delta', data: { text: 'Réponse €' } }]);
  });
});
