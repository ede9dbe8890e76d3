import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Config, loadConfig } from '../config';
import { type Database, openEmbeddedDatabase, openServerDatabase } from '../db/client';
import { mailOutbox } from '../modules/mail/mail-outbox.tables';
import { createServer, type RunningServer } from '../server';
import { databaseUrl, migratedTemplate } from './server-templates';

/**
 * A real API process for one test file: its own fresh database (in-memory PGlite by default,
 * a new database on the PostgreSQL server of DATABASE_URL when set), its own data folder (outbox).
 */
export interface TestApp {
  url: string;
  server: RunningServer;
  dataDir: string;
  client(): TestClient;
  peer(): Promise<{ url: string; client(): TestClient }>;
  outbox(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, named after `prefix` (empty, or a copy of the database
 * `template`, see server-templates.ts), and how to drop it (waiting for the pool's sockets to close: forcing the
 * drop while one is still open makes the server kill it (57P01), an error nobody listens to any more).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A new database already migrated: a copy of the migrated template (server-templates.ts). */
export async function migratedScratchDatabase(serverUrl: string, prefix: string) {
  return createScratchDatabase(serverUrl, prefix, await migratedTemplate(serverUrl));
}

let migratedImage: Promise<Blob> | undefined;

/**
 * An embedded database migrated once per worker (the files of a worker share its modules), as a tarball each test
 * app's in-memory database starts from: loading it is quicker than migrating in WebAssembly each time.
 */
function migratedEmbeddedImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const database = await openEmbeddedDatabase(null);
    try {
      await database.migrate();
      const image = await database.dump?.();
      if (!image) throw new Error('An embedded database dumps its data folder.');
      return image;
    } finally {
      await database.close();
    }
  })();
  return migratedImage;
}

async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return { database: await openEmbeddedDatabase(null, await migratedEmbeddedImage()), drop: async () => {} };
  const scratch = await migratedScratchDatabase(serverUrl, 'orbite_test');
  const database = await openServerDatabase(scratch.url);
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * `from` starts the app on a prepared database and data folder (a copy of a seeded image, see
 * fixture-image.ts) instead of fresh ones; both are removed by `stop()` (the database by `from.drop` when given).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  from?: { database: Database; dataDir: string; drop?: () => Promise<void> },
): Promise<TestApp> {
  const dataDir = from?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-test-')));
  const { database, drop } = from
    ? { database: from.database, drop: from.drop ?? (() => from.database.close()) }
    : await freshDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.REDIS_URL,
      // Test files run side by side on one Redis, each on its own database (user 3 of one is not user 3 of
      // another): each app and its peers get their own channels.
      REDIS_CHANNEL_PREFIX: `test-${path.basename(dataDir)}:`,
    },
    { demo: false, seedDemo: false, trustProxy: true, ...overrides },
  );
  const server = await createServer(config, { database });
  const outboxDir = path.join(dataDir, 'outbox');
  const peers: RunningServer[] = [];
  return {
    url: server.url,
    server,
    dataDir,
    client: () => new TestClient(server.url),
    async peer() {
      // A second API process on the same database (and Redis when configured).
      const peer = await createServer(config, { database });
      peers.push(peer);
      return { url: peer.url, client: () => new TestClient(peer.url) };
    },
    async outbox() {
      // Account mails leave just after the answer (modules/mail/mail-outbox.ts): wait for their first try.
      for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
        const [pending] = await server.deps.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.attempts, 0));
        if (!pending?.n) break;
      }
      const files = (await fs.readdir(outboxDir).catch(() => [])).sort();
      return Promise.all(files.map((file) => fs.readFile(path.join(outboxDir, file), 'utf8')));
    },
    async stop() {
      for (const peer of peers) await peer.stop();
      await server.stop();
      await drop();
      // A mail outbox pass already running may still write its file there: retry on ENOTEMPTY.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: number; field?: string; details?: unknown } }[];
  extensions?: Record<string, unknown>;
}

/** A browser-like client: keeps its session cookie between calls. */
export class TestClient {
  cookie: string | null = null;
  constructor(readonly baseUrl: string) {}

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie?.match(/orbite_session=([^;]*)/);
    if (session) this.cookie = session[1] ? `orbite_session=${session[1]}` : null;
    const text = await response.text();
    const json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    return { status: response.status, headers: response.headers, json, text };
  }

  post(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', pathname, body, headers);
  }

  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; each assertion says what it expects.
  async gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>> {
    const { json } = await this.post('/graphql', { query, variables }, headers);
    return json as GraphQLResponse<T>;
  }

  signIn(email: string, password: string) {
    return this.post('/auth/signin', { email, password });
  }
}

/** The first error code of a GraphQL answer. */
export const errorCode = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

/**
 * How many SQL statements the API process sent outside transactions while `action` ran: a list
 * whose count grows with its length has an N+1 query. Call it with nothing else running.
 */
export async function countQueries(app: TestApp, action: () => Promise<unknown>): Promise<number> {
  return (await queriesOf(app, action)).length;
}

/** The text of each statement `action` sends to the database through the app's pool. */
export async function queriesOf(app: TestApp, action: () => Promise<unknown>): Promise<string[]> {
  type Client = { query: (...args: unknown[]) => unknown };
  const client = (app.server.deps.db as unknown as { session: { client: Client } }).session.client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args as [string | { text: string }];
    texts.push(typeof first === 'string' ? first : first.text);
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return texts;
}
