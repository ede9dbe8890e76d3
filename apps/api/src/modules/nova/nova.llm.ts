import { type NovaToolContext, novaToolDefinitionsFor, runNovaTool } from './nova.tools';
import type { NovaToolCallValue } from './nova-conversations.repository';

/** What a turn tells the browser as it goes (the SSE events of POST /nova/messages). */
export interface NovaTurnSink {
  delta(text: string): void;
  tool(call: NovaToolCallValue): void;
}

export interface NovaLlmConfig {
  url: string;
  model: string;
  apiKey: string | null;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export const NOVA_LLM_MAX_ROUNDS = 4;
export const NOVA_LLM_TIMEOUT_MS = 60_000;
/** Earlier messages replayed to the model, the latest ones. */
export const NOVA_LLM_HISTORY_MESSAGES = 20;
/** A replayed tool result longer than this is cut (the model keeps the gist, the request stays small). */
export const NOVA_LLM_REPLAYED_RESULT_MAX = 6000;

/** An earlier message of the conversation, as stored. */
export interface NovaHistoryMessage {
  id?: number;
  role: string;
  content: string;
  toolCalls?: NovaToolCallValue[] | null;
}

/** An error of the model's service, told to the user in French (the key never appears). */
export class NovaLlmError extends Error {
  constructor(
    message: string,
    readonly code = 'llmUnavailable',
  ) {
    super(message);
  }
}

export function systemPrompt(ctx: NovaToolContext): string {
  const who =
    ctx.viewer.role === 'teamMember'
      ? `un membre de l’équipe Orbite (${ctx.viewer.user.firstName ?? ''})`
      : `${ctx.viewer.user.firstName ?? 'un client'}, client d’Orbite (entreprise n° ${ctx.caller.companyId})`;
  return [
    'Tu es Nova, l’assistante de la place de marché de freelances Orbite. Tu réponds toujours en français, brièvement et précisément.',
    `Tu parles à ${who}. Les outils agissent avec ses propres droits : n’invente jamais de freelance, de mission ni de chiffre.`,
    'Outils : searchFreelancers (chercher des freelances), draftMission (préparer un brouillon de mission qui ouvre le formulaire pré-rempli),',
    'explainMatch (expliquer le ratio de correspondance mission/freelance), missionSummary (statut d’une mission et prochaine étape).',
    ...(ctx.viewer.role === 'teamMember'
      ? [
          'marketplaceStats (chiffres de la place de marché sur une période : missions, freelances, contrats, volume d’affaires, entonnoir, compétences demandées).',
        ]
      : []),
    'Si un outil renvoie une erreur, explique-la simplement sans la contourner.',
  ].join('\n');
}

interface StreamedToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** Reads an SSE body of chat completion chunks: text deltas go out at once, tool calls are assembled. */
export async function readCompletionStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<{ content: string; toolCalls: StreamedToolCall[] }> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let content = '';
  const calls: StreamedToolCall[] = [];
  const handle = (line: string) => {
    if (!line.startsWith('data:')) return false;
    const data = line.slice(5).trim();
    if (data === '[DONE]') return true;
    let chunk: {
      choices?: {
        delta?: {
          content?: string | null;
          tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
        };
      }[];
      error?: { message?: string };
    };
    try {
      chunk = JSON.parse(data);
    } catch {
      return false;
    }
    if (chunk.error) throw new NovaLlmError('Le modèle de langage a renvoyé une erreur.');
    const delta = chunk.choices?.[0]?.delta;
    if (delta?.content) {
      content += delta.content;
      onText(delta.content);
    }
    for (const part of delta?.tool_calls ?? []) {
      const index = part.index ?? calls.length;
      calls[index] ??= { id: '', name: '', arguments: '' };
      const call = calls[index]!;
      if (part.id) call.id = part.id;
      if (part.function?.name) call.name += part.function.name;
      if (part.function?.arguments) call.arguments += part.function.arguments;
    }
    return false;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (handle(line)) {
        await reader.cancel().catch(() => {});
        return { content, toolCalls: calls.filter(Boolean) };
      }
      newline = buffer.indexOf('\n');
    }
    if (done) break;
  }
  if (buffer) handle(buffer);
  return { content, toolCalls: calls.filter(Boolean) };
}

async function complete(
  config: NovaLlmConfig,
  messages: ChatMessage[],
  tools: readonly unknown[],
  onText: (text: string) => void,
) {
  let response: Response;
  try {
    response = await fetch(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, tools, stream: true }),
      signal: AbortSignal.timeout(NOVA_LLM_TIMEOUT_MS),
    });
  } catch {
    throw new NovaLlmError('Le modèle de langage ne répond pas.');
  }
  if (!response.ok || !response.body)
    throw new NovaLlmError(`Le modèle de langage a refusé la demande (HTTP ${response.status}).`);
  return readCompletionStream(response.body, onText);
}

const replayedResult = (result: unknown) => {
  const text = JSON.stringify(result ?? null);
  return text.length <= NOVA_LLM_REPLAYED_RESULT_MAX ? text : `${text.slice(0, NOVA_LLM_REPLAYED_RESULT_MAX)}…`;
};

/**
 * The conversation so far as the model reads it: the questions, and each answer as it was given: the
 * assistant's tool calls, each tool's result, then the text written from them. So a follow-up ("et
 * le deuxième ?") can lean on the shortlist or the figures of an earlier answer.
 */
export function replayHistory(history: readonly NovaHistoryMessage[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  const usedIds = new Set<string>();
  for (const message of history.slice(-NOVA_LLM_HISTORY_MESSAGES)) {
    if (message.role === 'user') {
      if (message.content) messages.push({ role: 'user', content: message.content });
      continue;
    }
    if (message.role !== 'assistant') continue;
    const calls = (message.toolCalls ?? []).filter((call) => call?.name);
    if (calls.length) {
      const ids = calls.map((call, index) => {
        let id = call.id || `call_${index + 1}`;
        if (usedIds.has(id)) id = `${id}_${message.id ?? messages.length}`;
        usedIds.add(id);
        return id;
      });
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: calls.map((call, index) => ({
          id: ids[index]!,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
        })),
      });
      calls.forEach((call, index) => {
        messages.push({ role: 'tool', tool_call_id: ids[index]!, content: replayedResult(call.result) });
      });
    }
    if (message.content) messages.push({ role: 'assistant', content: message.content });
  }
  return messages;
}

/**
 * One answer through the language model: model → tool calls → tools run with the caller's rights →
 * results sent back → model, at most four rounds.
 */
export async function answerWithLlm(
  config: NovaLlmConfig,
  ctx: NovaToolContext,
  history: readonly NovaHistoryMessage[],
  question: string,
  sink: NovaTurnSink,
): Promise<{ content: string; toolCalls: NovaToolCallValue[] }> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(ctx) },
    ...replayHistory(history),
    { role: 'user', content: question },
  ];
  const tools = novaToolDefinitionsFor(ctx);
  let answer = '';
  const ran: NovaToolCallValue[] = [];
  for (let round = 0; round < NOVA_LLM_MAX_ROUNDS; round += 1) {
    const { content, toolCalls } = await complete(config, messages, tools, (text) => {
      answer += text;
      sink.delta(text);
    });
    if (toolCalls.length === 0) return { content: answer, toolCalls: ran };
    messages.push({
      role: 'assistant',
      content: content || null,
      tool_calls: toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    for (const call of toolCalls) {
      let args: unknown = {};
      try {
        args = call.arguments ? JSON.parse(call.arguments) : {};
      } catch {
        args = {};
      }
      const result = await runNovaTool(ctx, call.name, args);
      const value = { id: call.id || `call_${ran.length + 1}`, name: call.name, arguments: args, result };
      ran.push(value);
      sink.tool(value);
      messages.push({ role: 'tool', tool_call_id: value.id, content: JSON.stringify(result) });
    }
  }
  if (!answer) {
    const text = 'Je n’ai pas pu terminer cette demande en quatre étapes : précisez-la, s’il vous plaît.';
    answer = text;
    sink.delta(text);
  }
  return { content: answer, toolCalls: ran };
}
