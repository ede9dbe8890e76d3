import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake model: text chunks and/or tool calls, streamed as deltas. */
export interface FakeTurn {
  /** Text chunks, each one delta. */
  text?: string[];
  /** Tool calls; each one's arguments are sent in two chunks to exercise the assembly. */
  toolCalls?: { id: string; name: string; arguments: Record<string, unknown> }[];
  /** Answer with this HTTP status and no stream. */
  status?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the requests are read loosely by the tests' assertions.
export type FakeRequest = { headers: http.IncomingHttpHeaders; body: any };

/**
 * A local server speaking the OpenAI chat completions protocol (POST /v1/chat/completions with
 * `stream: true`): it plays the scripted turns in order and records every request it got.
 */
export async function startFakeLlm() {
  const script: FakeTurn[] = [];
  const requests: FakeRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    requests.push({ headers: req.headers, body });
    const turn = script.shift() ?? { text: ['(fin du script)'] };
    if (turn.status) {
      res.writeHead(turn.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (delta: unknown) =>
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    for (const text of turn.text ?? []) send({ content: text });
    (turn.toolCalls ?? []).forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.floor(args.length / 2);
      send({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] });
      send({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] });
      send({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
    });
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues the answers of the next requests, in order. */
    script(...turns: FakeTurn[]) {
      script.push(...turns);
    },
    reset() {
      script.length = 0;
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The events of an SSE answer, in order. */
// biome-ignore lint/suspicious/noExplicitAny: event payloads are read loosely by assertions.
export function parseSse(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
