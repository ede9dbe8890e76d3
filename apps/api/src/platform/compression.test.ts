/*
 * /graphql answers are compressed (brotli, else gzip) when the client accepts it and the JSON is 1 kB
 * or more; clients that do not ask (autocannon, curl, server-to-server) get them as before. Raw
 * node:http requests: fetch would decompress behind the test's back.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../graphql/limits';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function post(body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.url}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// The schema's type names: several kB of JSON, no session needed (introspection is open outside production).
const large = JSON.stringify({ query: '{ __schema { types { name description } } }' });
const small = JSON.stringify({ query: '{ __typename }' });

describe('compression of /graphql answers', () => {
  it('sends brotli to a browser, the same JSON once decompressed, with the security headers kept', async () => {
    const plain = await post(large);
    const br = await post(large, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.status).toBe(200);
    expect(plain.body.byteLength).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    const decoded = JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'));
    const expected = JSON.parse(plain.body.toString('utf8'));
    // The server time differs from one answer to the next; the rest is the same.
    expect({ ...decoded, extensions: undefined }).toEqual({ ...expected, extensions: undefined });
    expect(decoded.data.__schema.types.length).toBeGreaterThan(50);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(br.headers['x-transaction-id']).toBeTruthy();
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const gzip = await post(large, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8')).data.__schema.types.length).toBeGreaterThan(50);
  });

  it('leaves answers alone for clients that do not ask, and small answers for everyone', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await post(large, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);
      expect(JSON.parse(plain.body.toString('utf8')).data.__schema.types.length).toBeGreaterThan(50);
    }
    const tiny = await post(small, { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.body.toString('utf8')).data).toEqual({ __typename: 'Query' });
  });

  it('still refuses a body over the limit with 413', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.bodyBytes) } });
    const refused = await post(big, { 'accept-encoding': 'br, gzip' });
    expect(refused.status).toBe(413);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8')).errors[0].extensions.code).toBe(400);
  });
});
