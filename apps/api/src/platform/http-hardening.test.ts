/*
 * What every answer carries and refuses at the HTTP boundary: security headers, cross-site
 * (CSRF) refusal of state-changing requests and WebSocket upgrades, GraphQL mutations refused over
 * GET, health and readiness, a transaction id on every log line, and the graceful shutdown.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createServer, type RunningServer } from '../server';
import { makeFreelancer, signedIn } from '../testing/factories';
import { createTestApp, type TestApp, TestClient } from '../testing/test-app';
import { createLogger } from './logger';
import { APP_CSP, securityHeadersFor } from './security';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/** A second API process on the same database whose log lines are collected. */
async function loggedServer() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const server = await createServer(app.server.deps.config, {
    database: app.server.database,
    logger: createLogger('debug', sink),
  });
  return { server, lines };
}

describe('security headers', () => {
  it('sends a CSP without inline scripts, frame-ancestors none and nosniff on the web app', async () => {
    const response = await app.client().request('GET', '/freelance/dashboard');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(APP_CSP);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Not in production: browsers must not pin https on a developer's localhost.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production and keeps the policy on /graphql there (GraphiQL is off)', () => {
    const production = securityHeadersFor({ env: 'production' }, '/graphql');
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(production['content-security-policy']).toBe(APP_CSP);
    expect(securityHeadersFor({ env: 'development' }, '/graphql')['content-security-policy']).toBeUndefined();
  });
});

describe('cross-site requests (CSRF)', () => {
  const me = '{ me { id } }';

  it('refuses a cookie-authenticated POST sent by another site, on every state-changing route', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const graphql = await client.post('/graphql', { query: me }, crossSite);
    expect(graphql.status).toBe(403);
    expect(graphql.json.errors[0].extensions.code).toBe(403);
    for (const path of ['/auth/signout', '/uploads', '/nova/messages']) {
      const refused = await client.post(path, {}, crossSite);
      expect(refused.status, path).toBe(403);
    }
    // A sibling subdomain is another origin too.
    expect((await client.post('/graphql', { query: me }, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // Older browsers send only Origin: compared with the server's own host.
    expect((await client.post('/graphql', { query: me }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.post('/graphql', { query: me }, { origin: 'null' })).status).toBe(403);
    // The session survived: the refused sign-out did nothing.
    expect((await client.gql(me)).data?.me?.id).toBeTruthy();
  });

  it('lets the web app (same origin) and non-browser clients through', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const sameOrigin = await client.gql(me, undefined, { 'sec-fetch-site': 'same-origin', origin: app.url });
    expect(sameOrigin.data?.me?.id).toBeTruthy();
    const originOnly = await client.gql(me, undefined, { origin: app.url });
    expect(originOnly.data?.me?.id).toBeTruthy();
    expect((await client.gql(me)).data?.me?.id).toBeTruthy();
    // Reads are not concerned (the OIDC callback is a cross-site GET).
    expect((await client.request('GET', '/health', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('lets mail providers POST the one-click unsubscribe (token-authenticated)', async () => {
    const response = await app.client().post('/notifications/unsubscribe?token=x', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).not.toBe(403);
  });

  it('refuses a WebSocket opened by another site, accepts the same origin', async () => {
    const connect = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
          headers: { origin },
        });
        socket.on('open', () => {
          socket.close();
          resolve('open');
        });
        socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
        socket.on('error', () => resolve('error'));
      });
    expect(await connect('https://evil.example')).toBe('refused 401');
    expect(await connect(app.url)).toBe('open');
  });

  it('never runs a mutation sent over GET', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const query = encodeURIComponent('mutation { markAllUserNotificationsAsRead { unseenCount } }');
    const response = await client.request('GET', `/graphql?query=${query}`);
    // Yoga refuses it before execution (its 405 status is lost by the server-time stamping: the body says it).
    expect(response.json.data).toBeUndefined();
    expect(response.json.errors[0].message).toBe('Can only perform a mutation operation from a POST request.');
  });
});

describe('health, readiness, logs and shutdown', () => {
  let logged: { server: RunningServer; lines: Record<string, unknown>[] };
  beforeAll(async () => {
    logged = await loggedServer();
  });
  afterAll(() => logged?.server.stop());

  it('answers /health while alive and /ready once the database is migrated (and Redis connected)', async () => {
    const client = new TestClient(logged.server.url);
    expect((await client.request('GET', '/health')).json).toEqual({ status: 'ok' });
    // A process just started is unready until its Redis clients connect (with REDIS_URL), as a load
    // balancer would see it: it polls, and the answer turns to ready within moments.
    let ready = await client.request('GET', '/ready');
    for (const end = Date.now() + 5_000; ready.status === 503 && Date.now() < end; ) {
      expect(ready.json.reason).toMatch(
        /^Redis unreachable \((connecting|connect|ready)\/(connecting|connect|ready)\)$/,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await client.request('GET', '/ready');
    }
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
  });

  it('stamps every log line of a request with its transaction id', async () => {
    const client = new TestClient(logged.server.url);
    await client.gql('{ me { id } }', undefined, { 'x-transaction-id': 'tx-logs-1' });
    await client.post('/auth/signin', { email: 'nobody@test.fr' }, { 'x-transaction-id': 'tx-logs-2' });
    for (const id of ['tx-logs-1', 'tx-logs-2']) {
      const mine = logged.lines.filter((line) => line.transactionId === id);
      expect(mine.some((line) => line.msg === 'request done')).toBe(true);
      expect(mine.every((line) => line.service === 'orbite-api' && typeof line.time === 'string')).toBe(true);
    }
  });

  it('stops gracefully: /ready 503, the request in flight finishes, subscriptions close with 1001', async () => {
    const { server } = await loggedServer();
    const { user } = await makeFreelancer(app);
    const cookie = (await signedIn(app, user.email)).cookie ?? '';
    // A subscription held open.
    let connected: () => void = () => {};
    const open = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const closed = new Promise<number>((resolve) => {
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
        on: { connected: () => connected(), closed: (event) => resolve((event as { code: number }).code) },
      });
      client.subscribe(
        { query: 'subscription { serverTime }' },
        {
          next: () => {},
          error: () => {},
          complete: () => {},
        },
      );
    });
    await open;
    // A request in flight: its body is still arriving when the shutdown begins.
    const body = JSON.stringify({ email: user.email, password: 'wrong-password' });
    const request = http.request(`${server.url}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlight = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise<void>((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));
    const stopped = server.stop({ drainMs: 1_000 });
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    request.end(body.slice(10));
    expect(await inFlight).toBe(400);
    await stopped;
    expect(await closed).toBe(1001);
    // New connections are refused once stopped.
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
