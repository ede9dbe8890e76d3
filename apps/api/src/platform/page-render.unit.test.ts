import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './http';
import { createPageRenderer, jsonForHtml, pageHtml, queriesByName, STATE_ELEMENT_ID } from './page-render';

const template = [
  '<!doctype html><html lang="fr"><head>',
  '<meta name="orbite-modules" content="/assets/index.js">',
  '    <meta name="orbite-me" content="abc123">',
  '<meta name="orbite-operations" content="Me:abc123">',
  '</head><body>',
  '<div id="root"><div class="os-frame" aria-busy="true"><main class="os-main"></main></div></div>',
  '</body></html>',
].join('\n');

describe('a rendered page in its environment’s HTML', () => {
  const html = pageHtml(template, {
    html: '<p>Bonjour Julien !</p>',
    state: { ROOT_QUERY: { me: { __ref: 'User:4' } } },
    locale: 'fr-FR',
  });

  it('puts the page in #root in place of the frame', () => {
    expect(html).toContain('<div id="root" inert><p>Bonjour Julien !</p></div>');
    expect(html).not.toContain('os-frame');
  });

  it('keeps the modules to load and drops the boot script’s `me` request', () => {
    expect(html).toContain('<meta name="orbite-modules" content="/assets/index.js">');
    expect(html).toContain('<meta name="orbite-operations"');
    expect(html).not.toContain('orbite-me');
  });

  it('carries the cache as a JSON data block at the end of the body', () => {
    const block = new RegExp(
      `<script type="application/json" id="${STATE_ELEMENT_ID}" data-locale="fr-FR">(.*)</script>\\s*</body>`,
    );
    const json = block.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ ROOT_QUERY: { me: { __ref: 'User:4' } } });
  });

  it('refuses a template without #root', () => {
    expect(() => pageHtml('<html><body></body></html>', { html: '', state: {}, locale: 'fr-FR' })).toThrow(/#root/);
  });

  it('says the page’s language: the document’s, and the one the browser must keep to hydrate it', () => {
    const english = pageHtml(template, {
      html: '<p>Hello</p>',
      state: {},
      locale: 'en',
    });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('data-locale="en"');
  });
});

describe('JSON inside the HTML', () => {
  it('cannot close its element nor open a comment, whatever the data says', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('the persisted queries by operation name', () => {
  it('finds each query by its name, and leaves out mutations and names given to two documents', () => {
    const manifest = new Map([
      ['h1', 'query Me {\n  me {\n    id\n  }\n}'],
      ['h2', 'query MyMatches {\n  myMatches {\n    id\n  }\n}'],
      ['h3', 'mutation SaveProfile {\n  x\n}'],
      ['h4', 'query Twice {\n  a\n}'],
      ['h5', 'query Twice {\n  b\n}'],
    ]);
    const byName = queriesByName(manifest);
    expect([...byName.keys()].sort()).toEqual(['Me', 'MyMatches']);
    expect(byName.get('MyMatches')).toContain('myMatches');
    expect(queriesByName(null).size).toBe(0);
  });
});

describe('the renderer’s answer to what the page did', () => {
  /** A renderer over a web build whose server module answers `outcome` (a page, a redirect, or a thrown error). */
  async function rendererAnswering(outcome: string) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-render-'));
    await fs.mkdir(path.join(dir, 'server'));
    await fs.writeFile(path.join(dir, 'index.html'), template);
    await fs.writeFile(path.join(dir, 'server', 'package.json'), '{ "type": "module" }');
    await fs.writeFile(
      path.join(dir, 'server', 'render-page.js'),
      `export async function prepare() {}\nexport async function renderPage() { ${outcome} }\n`,
    );
    const logged: { level: string; message: string }[] = [];
    const logger = {
      warn: (_: unknown, message: string) => logged.push({ level: 'warn', message }),
      debug: (_: unknown, message: string) => logged.push({ level: 'debug', message }),
    } as unknown as Logger;
    const render = await createPageRenderer({
      render: { dir: path.join(dir, 'server'), budgetMs: 5_000 },
      webDist: dir,
      graphql: async () => Response.json({}),
      manifest: null,
      logger,
    });
    const answer = async (url: string) => {
      const req = { url, method: 'GET', headers: { cookie: `${SESSION_COOKIE}=token` } } as IncomingMessage;
      const written: { status?: number; headers?: Record<string, string> } = {};
      const res = {
        writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
        end: () => {},
      } as unknown as ServerResponse;
      return { served: await render!(req, res, 'index.html', 'tx-1'), ...written };
    };
    return { answer, logged };
  }

  it('answers a page the guards send elsewhere with a redirect, within the product only', async () => {
    const { answer } = await rendererAnswering("return { redirect: '/enterprise/dashboard?tab=1' };");
    expect(await answer('/freelancer/dashboard')).toMatchObject({
      served: true,
      status: 302,
      headers: { location: '/enterprise/dashboard?tab=1', 'cache-control': 'private, no-store' },
    });
    const away = await rendererAnswering("return { redirect: 'https://elsewhere.example/' };");
    expect((await away.answer('/freelancer/dashboard')).served).toBe(false);
  });

  it('leaves a page whose queries failed to the browser quietly, and logs a page that threw', async () => {
    const framed = await rendererAnswering(
      "const error = new Error('queries answered with errors: Mission'); error.name = 'FramedPage'; throw error;",
    );
    expect((await framed.answer('/enterprise/missions/999')).served).toBe(false);
    expect(framed.logged).toEqual([{ level: 'debug', message: 'page served as a frame' }]);

    const broken = await rendererAnswering("throw new ReferenceError('window is not defined');");
    expect((await broken.answer('/freelancer/sponsorship')).served).toBe(false);
    expect(broken.logged).toEqual([{ level: 'warn', message: 'page render failed' }]);
  });
});
