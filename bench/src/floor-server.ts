/**
 * The floor of the API load bench: a bare node:http server that answers `POST /<operation>` by
 * running, on one pooled connection and in the same order, the statements the real API ran for one
 * call of that operation (recorded by `api-process.ts`; under `/prepared/`, prepared where the API
 * prepared them), and returning the rows as JSON. No GraphQL, no session lookup in code, no authorization, no mapping:
 * what the database alone costs, plus HTTP.
 * Started by `fork()` with BENCH_FLOOR_STATEMENTS (a JSON file of `{ operation: statements[] }`);
 * says `{ ready: port }` to its parent.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { CapturedStatement } from './api-process';

const statements = JSON.parse(fs.readFileSync(process.env.BENCH_FLOOR_STATEMENTS!, 'utf8')) as Record<
  string,
  CapturedStatement[]
>;
// The API's pool size (`openServerDatabase`), so that both wait for connections alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    // `/<operation>/<variant>`: each statement sent as a plain query, planned on every call (what a bare
    // handler does); `/prepared/<operation>/<variant>`: those the API prepared prepared too (same name,
    // planned once per connection), the same SQL sent the same way.
    const [, first, ...rest] = (req.url ?? '/').split('/');
    const prepared = first === 'prepared';
    const operation = statements[(prepared ? rest : [first, ...rest]).join('/')];
    if (!operation) {
      res.writeHead(404).end();
      return;
    }
    const client = await pool.connect();
    try {
      const results: unknown[] = [];
      for (const { name, text, values } of operation)
        results.push((await client.query(prepared && name ? { name, text, values } : { text, values })).rows);
      const body = JSON.stringify({ data: results });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    } finally {
      client.release();
    }
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ ready: (server.address() as AddressInfo).port });
});

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
