/** One server-sent event: its name (`message` when absent) and its data, parsed as JSON when possible. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Incremental parser of a `text/event-stream` body: feed it text chunks as they arrive, it returns the
 * complete events found so far and keeps the unfinished tail for the next chunk.
 */
export function createSseParser() {
  let buffer = '';
  const parseBlock = (block: string): SseEvent | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return null;
    const raw = data.join('\n');
    try {
      return { event, data: JSON.parse(raw) };
    } catch {
      return { event, data: raw };
    }
  };
  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk.replace(/\r\n?/g, '\n');
      const events: SseEvent[] = [];
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const parsed = parseBlock(buffer.slice(0, end));
        if (parsed) events.push(parsed);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      return events;
    },
    /** The last event when the stream ended without its blank line. */
    flush(): SseEvent[] {
      const rest = buffer;
      buffer = '';
      const parsed = rest.trim() ? parseBlock(rest) : null;
      return parsed ? [parsed] : [];
    },
  };
}

/** Reads a fetch body as server-sent events, calling `onEvent` for each one in order. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
  }
  for (const event of parser.push(decoder.decode())) onEvent(event);
  for (const event of parser.flush()) onEvent(event);
}
