import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { useServer } from 'graphql-ws/use/ws';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo-seed';
import type { GraphQLContext } from './graphql/context';
import { createGraphQLServer } from './graphql/yoga';
import { publishTeamActivity } from './modules/activity/activity.live';
import { onActivityRecorded } from './modules/activity/activity.service';
import { handleAuthRequest } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/auth.viewer';
import { registerOidcRoutes } from './modules/auth/oidc.routes';
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
import { createDataCipher, loadDataKey } from './platform/data-cipher';
import type { AppDeps } from './platform/deps';
import { clientIp, sessionTokenOf } from './platform/http';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mailer';
import { createPlatformPubSub } from './platform/pubsub';
import { createStorage } from './platform/storage';
import { runUnitOfWork } from './platform/unit-of-work';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: Database;
  stop(): Promise<void>;
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** Builds the whole API process: database, GraphQL over HTTP and WebSocket, REST auth routes and the web app. */
export async function createServer(config: Config, options: { database?: Database } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config));
  await database.migrate();
  await loadSkillsCatalogue(database.db);
  const platformPubSub = createPlatformPubSub(config.redisUrl);
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
    const state = await resolveSession(deps.db, sessionTokenOf(cookieHeader));
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

  const serveWeb = fs.existsSync(path.join(config.webDist, 'index.html'))
    ? sirv(config.webDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        // In development, files are looked up on each request so that a rebuild needs no restart.
        dev: config.env === 'development',
        setHeaders: cacheHeaders,
      })
    : null;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = String(req.headers['x-transaction-id'] ?? '').slice(0, 100) || crypto.randomUUID();
    res.setHeader('x-transaction-id', requestId);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = req.url ?? '/';
    if (url === '/health' || url === '/ready') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (url.startsWith('/graphql')) return yoga(req, res, { req, res, requestId });
    if (url.startsWith('/auth/') && (await handleAuthRequest(deps, req, res))) return;
    if (url === '/uploads' && req.method === 'POST') return handleUploadRequest(deps, req, res);
    if (url === '/nova/messages' && req.method === 'POST') return handleNovaMessageRequest(deps, req, res);
    if (url.startsWith('/files/') && deps.storage.serve) return deps.storage.serve(req, res);
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

  const server = http.createServer((req, res) => {
    runUnitOfWork(deps, () => handle(req, res)).catch((error: unknown) => {
      logger.error({ err: error }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: -1, message: 'Une erreur inattendue est survenue.' }] }));
    });
  });

  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      execute: (args) =>
        runUnitOfWork(deps, () => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args)),
      subscribe: (args) =>
        runUnitOfWork(deps, () =>
          (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
        ),
      onSubscribe: async (ctx, _id, payload) => {
        const req = ctx.extra.request;
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ req, params: payload });
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
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
    async stop() {
      await wsCleanup.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await platformPubSub.close();
      if (!options.database) await database.close();
    },
  };
}

function cacheHeaders(res: ServerResponse, pathname: string) {
  // Hashed assets never change; the HTML must always be fresh to pick up a new version.
  res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
