import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ErrorCode } from '@orbite/domain/errors';
import { type DocumentNode, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo-seed';
import type { GraphQLContext } from './graphql/context';
import { loadPersistedOperations } from './graphql/persisted-manifest';
import { createGraphQLServer } from './graphql/yoga';
import { publishTeamActivity } from './modules/activity/activity.live';
import { onActivityRecorded } from './modules/activity/activity.service';
import { handleAuthRequest } from './modules/auth/auth.routes';
import { liveSessionIdsAmong, resolveSession } from './modules/auth/auth.viewer';
import { auditImpersonatedRequest } from './modules/auth/impersonation-audit';
import { registerOidcRoutes } from './modules/auth/oidc.routes';
import { servedOverHttps } from './modules/auth/session-cookie';
import { handleDealFileRequest } from './modules/deals/deal-files.http';
import { handleUploadRequest } from './modules/documents/uploads.routes';
import { handleInvoiceFileRequest } from './modules/invoices/invoice-files.http';
import { registerNotificationJobs } from './modules/notifications/notifications.delivery';
import { produceNotifications } from './modules/notifications/notifications.producer';
import { handleUnsubscribeRequest } from './modules/notifications/notifications.routes';
import { handleNovaMessageRequest } from './modules/nova/nova.routes';
import { loadSkillsCatalogue } from './modules/skills/skills.service';
import { servePicture } from './modules/users/picture.service';
import { handleWorkLogFileRequest } from './modules/work-logs/work-logs.routes';
import { isUnavailableError, UNAVAILABLE_MESSAGE, unavailableGraphQLError } from './platform/availability';
import { createDataCipher, loadDataKey } from './platform/data-cipher';
import type { AppDeps } from './platform/deps';
import { clientIp, sendJson, sessionTokenOf } from './platform/http';
import { createLogger, type Logger } from './platform/logger';
import { createMailer } from './platform/mailer';
import { createPageRenderer } from './platform/page-render';
import { createPlatformPubSub } from './platform/pubsub';
import { isCrossSiteRequest, securityHeadersFor } from './platform/security';
import { createStorage } from './platform/storage';
import { runUnitOfWork } from './platform/unit-of-work';
import { createWebStatic } from './platform/web-static';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: Database;
  /**
   * Graceful shutdown: /ready answers 503 (for `drainMs` first, while everything is still served,
   * so that a load balancer stops sending traffic), then no new connection is accepted, requests
   * in flight finish (for `timeoutMs` at most, then their connections are cut), subscriptions are
   * closed with 1001 (going away: clients reconnect elsewhere), then Redis and the database.
   */
  stop(options?: { timeoutMs?: number; drainMs?: number }): Promise<void>;
}

/** Builds the whole API process: database, GraphQL over HTTP and WebSocket, REST auth routes and the web app. */
export async function createServer(
  config: Config,
  options: { database?: Database; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase(config, { onError: (error) => logger.warn({ err: error }, 'database connection lost') }));
  await database.migrate();
  await loadSkillsCatalogue(database.db);
  const platformPubSub = createPlatformPubSub(config.redisUrl, logger, config.redisChannelPrefix);
  const deps: AppDeps = {
    config,
    db: database.db,
    logger,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      logger,
    }),
    pubsub: platformPubSub.pubsub,
    storage: await createStorage(config.storage),
    cipher: createDataCipher(loadDataKey(config.dataEncryptionKey, config.dataDir)),
  };
  if (config.seedDemo) {
    const { created } = await seedDemo(database.db, { cipher: deps.cipher, storage: deps.storage });
    if (created > 0) logger.info({ created }, 'demo data seeded');
  }
  if (config.storage.kind === 'disk' && config.storage.secretIsRandom && config.env === 'production')
    logger.warn('FILES_SECRET is not set: download links die with this process and other processes refuse them');
  registerOidcRoutes(deps);
  // The team's live feed hears of every event once it is committed.
  onActivityRecorded(publishTeamActivity);
  // Domain events become notifications in the same transaction; the weekly digest is a daily job.
  onActivityRecorded(produceNotifications);
  registerNotificationJobs();

  async function contextFor(
    cookieHeader: string | undefined | null,
    req: IncomingMessage | undefined,
    requestId: string,
  ) {
    const state = await resolveSession(
      deps.db,
      // The cookie's name follows the protocol (`__Host-` over https); requests with no socket (tests) read either.
      sessionTokenOf(cookieHeader, req ? servedOverHttps(req, config) : undefined),
      deps.pubsub,
    ).catch((error: unknown) => {
      if (!isUnavailableError(error)) throw error;
      logger.warn({ err: error }, 'database unavailable');
      throw unavailableGraphQLError();
    });
    const meta = {
      ip: req ? clientIp(req, config.trustProxy) : 'unknown',
      userAgent: req?.headers['user-agent'] ?? null,
    };
    return { deps, state, viewer: state?.viewer ?? null, meta, requestId } satisfies GraphQLContext;
  }

  const yoga = createGraphQLServer(deps, (request, server) => {
    const req = server.req as IncomingMessage | undefined;
    return contextFor(request?.headers.get('cookie') ?? req?.headers.cookie, req, String(server.requestId ?? ''));
  });

  const renderPage = await createPageRenderer({
    render: config.webRender,
    webDist: config.webDist,
    graphql: async (request, serverContext) => yoga.fetch(request, serverContext),
    manifest: loadPersistedOperations(config.webDist),
    logger,
  }).catch((error: unknown) => {
    logger.warn({ err: error }, 'the web build’s server module did not load: signed-in pages are served as frames');
    return null;
  });
  const serveWeb = createWebStatic(config.webDist, {
    dev: config.env === 'development',
    setHeaders: cacheHeaders,
    onFileError: (error, req) =>
      logger.error({ err: error, url: req.url }, 'a file of the web build could not be read'),
    render: renderPage
      ? (req, res, shellFile) => renderPage(req, res, shellFile, String(res.getHeader('x-transaction-id') ?? ''))
      : undefined,
  });

  let shuttingDown = false;
  /** Why this process should not get traffic now, or null when it can serve. */
  async function unready(): Promise<string | null> {
    if (shuttingDown) return 'shutting down';
    return (await database.unready()) ?? platformPubSub.unready();
  }

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const url = req.url ?? '/';
    for (const [name, value] of Object.entries(securityHeadersFor(config, url))) res.setHeader(name, value);
    if (shuttingDown) res.setHeader('connection', 'close');
    if (url === '/health') return sendJson(res, 200, { status: 'ok' });
    if (url === '/ready') {
      const reason = await unready();
      return sendJson(res, reason ? 503 : 200, reason ? { status: 'unavailable', reason } : { status: 'ready' });
    }
    if (isCrossSiteRequest(req, config)) {
      logger.warn({ method: req.method, url, origin: req.headers.origin ?? null }, 'cross-site request refused');
      const error = { code: ErrorCode.forbidden, message: 'Requête refusée : elle ne vient pas du site Orbite.' };
      return sendJson(
        res,
        403,
        url.startsWith('/graphql')
          ? { errors: [{ message: error.message, extensions: { code: error.code } }] }
          : { errors: [error] },
      );
    }
    if (url.startsWith('/graphql')) return yoga(req, res, { req, res, requestId });
    if (url.startsWith('/auth/') && (await handleAuthRequest(deps, req, res))) return;
    if (url === '/uploads' && req.method === 'POST') return handleUploadRequest(deps, req, res);
    if (url === '/nova/messages' && req.method === 'POST') return handleNovaMessageRequest(deps, req, res);
    if (url.startsWith('/files/') && deps.storage.serve) {
      // A signed link needs no session; one that comes with an impersonated session is audited.
      const token = sessionTokenOf(req.headers.cookie, servedOverHttps(req, config));
      // Signed links do not need the database: an outage skips the audit, not the download.
      const state = token ? await resolveSession(deps.db, token, deps.pubsub).catch(() => null) : null;
      await auditImpersonatedRequest(deps, state, req);
      return deps.storage.serve(req, res);
    }
    if (url.startsWith('/deal-files/')) return handleDealFileRequest(deps, req, res);
    if (url.startsWith('/pictures/')) return servePicture(deps, req, res);
    if (
      (url.startsWith('/invoice-files/') || url.startsWith('/invoices/')) &&
      (await handleInvoiceFileRequest(deps, req, res))
    )
      return;
    if (url.startsWith('/work-log-files/')) return handleWorkLogFileRequest(deps, req, res);
    if (url.startsWith('/notifications/') && (await handleUnsubscribeRequest(deps, req, res))) return;
    if (serveWeb)
      return serveWeb(req, res, () => {
        res.writeHead(404).end();
      });
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end("L'application web n'est pas construite : lancez `npm run build`.");
  }

  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    const requestId = String(req.headers['x-transaction-id'] ?? '').slice(0, 100) || crypto.randomUUID();
    res.setHeader('x-transaction-id', requestId);
    const started = performance.now();
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      const line = {
        method: req.method,
        url: req.url,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      runUnitOfWork(deps, () => logger[res.statusCode >= 500 ? 'warn' : 'debug'](line, 'request done'), requestId);
      if (shuttingDown && inFlight.size === 0) drained?.();
    });
    runUnitOfWork(deps, () => handle(req, res, requestId), requestId).catch((error: unknown) =>
      runUnitOfWork(
        deps,
        () => {
          const unavailable = isUnavailableError(error);
          logger.error({ err: error }, unavailable ? 'request failed: database unavailable' : 'request failed');
          if (!res.headersSent)
            res.writeHead(unavailable ? 503 : 500, {
              'content-type': 'application/json',
              ...(unavailable ? { 'retry-after': '1' } : {}),
            });
          const message = unavailable ? UNAVAILABLE_MESSAGE : 'Une erreur inattendue est survenue.';
          res.end(JSON.stringify({ errors: [{ code: unavailable ? ErrorCode.internal : -1, message }] }));
        },
        requestId,
      ),
    );
  });

  // Cross-site WebSocket hijacking: a page of another site must not open a socket with the user's cookie.
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      !shuttingDown && !isCrossSiteRequest(req, config, { upgrade: true }),
  });
  // Each socket opened with a session closes (4401) when that session ends, in whichever process it
  // ended (the `session:ended` event), and at the latest at the next re-check of its session.
  const socketSessions = new Map<WebSocket, { sessionId: string; userId: number }>();
  const closeSocket = (socket: WebSocket) => {
    socketSessions.delete(socket);
    socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  };
  const sessionEnded = deps.pubsub.subscribe('session:ended');
  void (async () => {
    for await (const ended of sessionEnded)
      for (const [socket, opened] of socketSessions)
        if (
          opened.userId === ended.userId &&
          (ended.sessionId ? opened.sessionId === ended.sessionId : opened.sessionId !== ended.exceptSessionId)
        )
          closeSocket(socket);
  })().catch((error: unknown) => logger.error({ err: error }, 'session events stopped'));
  const recheck = setInterval(() => {
    const ids = new Set([...socketSessions.values()].map((opened) => opened.sessionId));
    if (ids.size === 0) return;
    void runUnitOfWork(deps, async () => {
      const live = await liveSessionIdsAmong(deps.db, [...ids]);
      for (const [socket, opened] of socketSessions)
        if (ids.has(opened.sessionId) && !live.has(opened.sessionId)) closeSocket(socket);
    }).catch((error: unknown) => logger.warn({ err: error }, 'socket session re-check failed'));
  }, SOCKET_SESSION_RECHECK_MS);
  recheck.unref();

  const wsCleanup = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const state = await resolveSession(
          deps.db,
          sessionTokenOf(request.headers.cookie, servedOverHttps(request, config)),
          deps.pubsub,
        ).catch((error: unknown) => {
          // The subscriptions answer the outage themselves; this socket just goes untracked.
          logger.warn({ err: error }, 'socket session unknown');
          return null;
        });
        if (state && socket.readyState === socket.OPEN) {
          socketSessions.set(socket, { sessionId: state.session.id, userId: state.session.userId });
          socket.once('close', () => socketSessions.delete(socket));
        }
        return true;
      },
      execute: (args) =>
        runUnitOfWork(deps, () => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args)),
      subscribe: (args) =>
        runUnitOfWork(deps, () =>
          (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
        ),
      onSubscribe: async (ctx, _id, payload) => {
        const req = ctx.extra.request;
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ req, params: payload });
        // A refused document (the token limit, a syntax error) is an error message, not a closed socket.
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const args = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFor(req.headers.cookie, req, crypto.randomUUID()),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
  );

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.kind }, 'Orbite is listening');

  return {
    url,
    port,
    deps,
    database,
    async stop({ timeoutMs = 10_000, drainMs = 0 } = {}) {
      shuttingDown = true;
      clearInterval(recheck);
      await sessionEnded.return();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await wsCleanup.dispose();
      if (inFlight.size > 0) {
        logger.info({ requests: inFlight.size }, 'shutting down: finishing the requests in flight');
        const timer = { id: undefined as NodeJS.Timeout | undefined };
        await new Promise<void>((resolve) => {
          drained = resolve;
          timer.id = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer.id);
      }
      server.closeAllConnections();
      await closed;
      await platformPubSub.close();
      if (!options.database) await database.close();
    },
  };
}

/** graphql-ws's "Unauthorized": the client does not retry, the web app treats it as signed out. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** The safety net behind the `session:ended` event (a lost event, an impersonation that ran out). */
const SOCKET_SESSION_RECHECK_MS = 60_000;

function cacheHeaders(res: ServerResponse, pathname: string) {
  // Hashed assets never change; the HTML must always be fresh to pick up a new version.
  res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
