import { ErrorCode } from '@orbite/domain/errors';
import {
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
  OperationTypeNode,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { armorPlugins, GRAPHQL_LIMITS, type GraphQLLimits, NoIntrospectionRule, withoutSuggestions } from './limits';

/**
 * The request limits of /graphql: body size, document shape (graphql-armor), execution time, and in
 * production no introspection and no "Did you mean" hints that would map the schema for a stranger.
 */
export function limitPlugins(options: { production: boolean; timeoutMs: number; limits?: GraphQLLimits }): Plugin[] {
  const limits = options.limits ?? GRAPHQL_LIMITS;
  return [
    useBodyLimit(limits.bodyBytes),
    ...armorPlugins(limits, {}, { ignoreIntrospection: !options.production }),
    ...(options.production ? [useNoIntrospection(), useHiddenSuggestions()] : []),
    useExecutionTimeout(options.timeoutMs),
  ];
}

const tooLargeBody = JSON.stringify({
  errors: [{ message: 'Requête trop volumineuse.', extensions: { code: ErrorCode.invalidInput } }],
});

/**
 * Refuses a body over `maxBytes` with HTTP 413: at once when Content-Length says so, else while the body
 * streams in (a chunked request has no length), before anything parses it. It replaces Yoga's own limit
 * (`maxRequestBodySize: false` in yoga.ts), which pipes every body through a TransformStream: a request
 * with a valid Content-Length within the limit is parsed as it is (Node's HTTP parser reads exactly
 * that many bytes), only a chunked one is counted while it streams in.
 */
export function useBodyLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length === null) return;
      // One non-negative integer only (Yoga's rule): a list or a sign may be a request-smuggling attempt.
      if (!/^\d+$/.test(length)) endResponse(invalidLength(fetchAPI.Response as typeof Response));
      else if (Number(length) > maxBytes) endResponse(tooLarge(fetchAPI.Response as typeof Response));
    },
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'POST' || !request.body || !requestParser) return;
      if (request.headers.get('content-length') !== null) return;
      setRequestParser(async (incoming) => {
        const body = await readAtMost(incoming, maxBytes);
        if (body === null) return tooLarge(Response);
        return requestParser(new Request(incoming.url, { method: 'POST', headers: incoming.headers, body }));
      });
    },
  };
}

function tooLarge(ResponseClass: typeof Response) {
  return new ResponseClass(tooLargeBody, { status: 413, headers: { 'content-type': 'application/json' } });
}

const invalidLengthBody = JSON.stringify({
  errors: [{ message: 'En-tête Content-Length invalide.', extensions: { code: ErrorCode.invalidInput } }],
});

function invalidLength(ResponseClass: typeof Response) {
  return new ResponseClass(invalidLengthBody, { status: 400, headers: { 'content-type': 'application/json' } });
}

async function readAtMost(request: Request, maxBytes: number): Promise<ArrayBuffer | null> {
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** `__schema` and `__type` are refused with code 400; `__typename` stays. */
function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoIntrospectionRule);
    },
  };
}

/** No field, argument, type or enum value suggestions, in validation and in variable coercion alike. */
function useHiddenSuggestions(): Plugin {
  // A copy, and only of an error that suggests: the errors an execution returns may be read-only (graphql-jit's),
  // and assigning their message threw, which turned every resolver's refusal into a 400 about a read-only property.
  const hide = <E extends Error>(error: E): E => {
    const message = withoutSuggestions(error.message);
    if (message === error.message) return error;
    if (!(error instanceof GraphQLError)) return Object.assign(new Error(message), { name: error.name }) as E;
    const { nodes, source, positions, path, originalError, extensions } = error;
    return new GraphQLError(message, { nodes, source, positions, path, originalError, extensions }) as Error as E;
  };
  return {
    onValidate({ setValidationFn }) {
      setValidationFn((schema, document, rules) => validate(schema, document, rules, { hideSuggestions: true }));
      return ({ result, setResult }) => setResult(result.map(hide));
    },
    onExecute({ args }) {
      (args as ExecutionArgs & { hideSuggestions?: boolean }).hideSuggestions = true;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !result.errors) return;
          setResult({ ...result, errors: result.errors.map(hide) });
        },
      };
    },
  };
}

/**
 * A query still running after `timeoutMs` is cut: the client gets code 1 with a clear message at the limit,
 * and graphql-js's executor stops resolving. Mutations are not cut (a half-known write is worse than a slow one),
 * nor are subscriptions (they live as long as their socket).
 */
export function useExecutionTimeout(timeoutMs: number): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.QUERY) return;
      setExecuteFn(async (execution) => {
        const controller = new AbortController();
        // Made only when the timer fires: a GraphQLError captures a stack, a cost on every query otherwise.
        let timeout: GraphQLError | null = null;
        const timer = setTimeout(() => {
          timeout = new GraphQLError('La requête a pris trop de temps.', {
            extensions: { code: ErrorCode.internal, reason: 'timeout' },
          });
          controller.abort(timeout);
        }, timeoutMs);
        const upstream = (execution as { signal?: AbortSignal }).signal;
        const signal = upstream ? AbortSignal.any([upstream, controller.signal]) : controller.signal;
        // A compiled query (compiled-execution.ts) does not listen to the signal: the answer goes at the limit
        // whatever the executor does, its resolvers finishing in the background.
        const cut = new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        });
        try {
          const result = (await Promise.race([
            executeFn({ ...execution, signal } as ExecutionArgs),
            cut,
          ])) as ExecutionResult;
          return timeout ? { data: null, errors: [timeout] } : result;
        } catch (error) {
          if (timeout) return { data: null, errors: [timeout] };
          throw error;
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
