import { describe, expect, it } from 'vitest';
import { jsonForHtml, pageHtml, queriesByName, STATE_ELEMENT_ID } from './page-render';

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
