import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, httpStatusOf } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { readJsonBody, sendJson, sessionTokenOf } from '../../platform/http';
import { resolveSession, type SessionState } from '../auth/auth.viewer';
import { auditImpersonatedRequest } from '../auth/impersonation-audit';
import type { MarketCaller } from '../missions/missions.caller';
import { answerWithLlm, NovaLlmError } from './nova.llm';
import { answerOffline } from './nova.offline';
import type { NovaToolContext } from './nova.tools';
import { finishMessage, insertMessage, type NovaToolCallValue } from './nova-conversations.repository';
import { startTurn } from './nova-conversations.service';

function callerOf(state: SessionState): MarketCaller {
  const viewer = state.viewer;
  return {
    actor: { userId: viewer.user.id, impersonatorUserId: state.impersonator?.user.id ?? null },
    role: viewer.role,
    userId: viewer.user.id,
    companyId: viewer.role === 'corporate' ? (viewer.corporate?.companyId ?? null) : null,
    corporateRole: viewer.role === 'corporate' ? (viewer.corporate?.role ?? null) : null,
    corporateId: viewer.role === 'corporate' ? (viewer.corporate?.id ?? null) : null,
    freelanceId: viewer.role === 'freelancer' ? (viewer.freelance?.id ?? null) : null,
  };
}

function sendError(res: ServerResponse, error: AppError) {
  const field = error.field ? { field: error.field } : {};
  sendJson(res, httpStatusOf(error.code), { errors: [{ code: error.code, message: error.message, ...field }] });
}

/**
 * POST /nova/messages { conversationId, surface, content }: stores the question, then streams the
 * answer as server-sent events (conversation, user, delta…, tool…, done | error). Errors found
 * before the stream starts are JSON with their HTTP status.
 */
export async function handleNovaMessageRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  let turn: Awaited<ReturnType<typeof startTurn>>;
  let state: SessionState | null;
  try {
    state = await resolveSession(deps.db, sessionTokenOf(req.headers.cookie));
    if (!state) throw new AppError(ErrorCode.unauthorized);
    await auditImpersonatedRequest(deps, state, req);
    // JSON only: a cross-site form cannot send it without a CORS preflight.
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      throw new AppError(ErrorCode.invalidInput, 'Corps JSON attendu.');
    let body: Record<string, unknown>;
    try {
      body = await readJsonBody(req);
    } catch {
      throw new AppError(ErrorCode.invalidInput, 'Corps JSON invalide.');
    }
    turn = await startTurn(deps.db, state.viewer, {
      conversationId: typeof body.conversationId === 'string' ? body.conversationId : null,
      surface: String(body.surface ?? ''),
      content: typeof body.content === 'string' ? body.content : '',
    });
  } catch (error) {
    if (error instanceof AppError) return sendError(res, error);
    throw error;
  }
  const engine = deps.config.novaLlm ? 'llm' : 'offline';
  const assistant = await insertMessage(deps.db, {
    conversationId: turn.conversation.id,
    role: 'assistant',
    content: '',
    status: 'streaming',
    engine,
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send('conversation', { id: turn.conversation.publicId, title: turn.conversation.title });
  send('user', { id: String(turn.userMessage.id) });
  let content = '';
  const toolCalls: NovaToolCallValue[] = [];
  const sink = {
    delta(text: string) {
      content += text;
      send('delta', { text });
    },
    tool(call: NovaToolCallValue) {
      toolCalls.push(call);
      send('tool', call);
    },
  };
  const ctx: NovaToolContext = {
    deps,
    viewer: turn.viewer,
    caller: callerOf(state),
    surface: turn.conversation.surface,
  };
  try {
    const answer = deps.config.novaLlm
      ? await answerWithLlm(deps.config.novaLlm, ctx, turn.history, turn.content, sink)
      : await answerOffline(ctx, turn.content, sink, turn.history);
    await finishMessage(deps.db, assistant.id, {
      content: answer.content,
      status: 'done',
      toolCalls: answer.toolCalls,
    });
    send('done', { messageId: String(assistant.id), engine });
  } catch (error) {
    const known = error instanceof NovaLlmError ? error.message : null;
    if (!known) deps.logger.error({ err: error, engine }, 'nova answer failed');
    const message = known ?? 'Nova n’a pas pu répondre. Réessayez dans un instant.';
    await finishMessage(deps.db, assistant.id, { content, status: 'failed', toolCalls, error: message }).catch(
      () => {},
    );
    send('error', { code: ErrorCode.unknown, message });
  }
  res.end();
}
