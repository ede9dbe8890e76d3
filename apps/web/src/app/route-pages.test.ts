import { describe, expect, it } from 'vitest';
import { routePages } from '../../scripts/route-pages.mjs';

const html = `<!doctype html>
<html lang="fr">
  <head>
    <title>Orbite</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  isEntry = false,
  dynamicImports: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  isEntry,
  dynamicImports,
});

const ME_HASH = 'a'.repeat(64);

function build(withShells = false) {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    // The entry imports the app's stages (src/main.tsx): preloaded with it, each with what it imports.
    'assets/index-A.js': chunk('assets/index-A.js', '/app/index.html', ['assets/react-B.js'], true, [
      'assets/start-S.js',
    ]),
    'assets/start-S.js': chunk('assets/start-S.js', '/app/src/start.tsx', ['assets/react-B.js', 'assets/dom-T.js']),
    'assets/dom-T.js': chunk('assets/dom-T.js', null, []),
    'assets/react-B.js': chunk('assets/react-B.js', null, []),
    'assets/boot-D.js': chunk('assets/boot-D.js', '/app/src/app/boot.ts', [], true),
    'assets/layout-E.js': chunk('assets/layout-E.js', '/app/src/layout.tsx', [
      'assets/shared-F.js',
      'assets/react-B.js',
    ]),
    'assets/page-G.js': chunk('assets/page-G.js', '/app/src/page.tsx', ['assets/shared-F.js', 'assets/index-A.js']),
    'assets/shared-F.js': chunk('assets/shared-F.js', null, []),
    'assets/apollo-H.js': chunk('assets/apollo-H.js', '/app/src/apollo.tsx', ['assets/react-B.js']),
    '.persisted-operations.json': {
      type: 'asset',
      fileName: '.persisted-operations.json',
      source: JSON.stringify({
        [ME_HASH]: 'query Me { me { id } }',
        ['b'.repeat(64)]: 'query Missions { x }',
        ['c'.repeat(64)]: 'query MissionStatusCounts { y }',
      }),
    },
  };
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = routePages({
    product: 'Orbite',
    bootModule: '/src/app/boot.ts',
    pages: [
      {
        path: 'freelancer/signin',
        modules: ['/src/layout.tsx', '/src/page.tsx'],
        title: 't',
        heading: 'h',
        subtitle: 's',
      },
    ],
    ...(withShells
      ? {
          shells: [
            { env: 'freelancer' as const, modules: ['/src/apollo.tsx', '/src/layout.tsx'], title: 'e', label: 'e' },
          ],
          publicPaths: ['freelancer/signin', 'freelancer/join/:token'],
          manifestFile: '.persisted-operations.json',
          prefetchedOperations: ['MissionStatusCounts', 'Missions'],
        }
      : {}),
    messages: {
      'nav.home': 'Accueil Orbite',
      'nav.label': 'Navigation principale',
      e: 'Espace freelance',
      t: 'Connexion freelance',
      h: 'Connexion <freelance>',
      s: 'Vos missions & vos échanges.',
    },
  });
  const generate = plugin.generateBundle as unknown as (
    this: { emitFile: (file: { fileName: string; source: string }) => void },
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  generate.call({ emitFile: (file) => emitted.push(file) }, {}, bundle);
  return emitted;
}

describe('the sign-in pages’ own HTML', () => {
  it('is written at the route’s path, with its title and a static frame in #root', () => {
    const [page] = build();
    expect(page?.fileName).toBe('freelancer/signin/index.html');
    expect(page?.source).toContain('<title>Orbite - Connexion freelance</title>');
    expect(page?.source).toContain('<h1>Connexion &lt;freelance&gt;</h1><p>Vos missions &amp; vos échanges.</p>');
    expect(page?.source).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('loads only the boot script, which gets the entry, its imports, its stages and the route’s chunks from a meta', () => {
    const source = build()[0]?.source ?? '';
    expect(source.match(/<script[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/boot-D.js">']);
    expect(source).not.toContain('modulepreload');
    expect(source).toContain(
      '<meta name="orbite-modules" content="/assets/index-A.js /assets/react-B.js /assets/start-S.js /assets/dom-T.js /assets/layout-E.js /assets/shared-F.js /assets/page-G.js">',
    );
  });
});

describe('the signed-in environments’ frames', () => {
  const files = () => Object.fromEntries(build(true).map((file) => [file.fileName, file.source]));

  it('are written at the environment’s path, with its frame painted before any script', () => {
    const source = files()['freelancer/index.html'] ?? '';
    expect(source).toContain('<title>Orbite - Espace freelance</title>');
    expect(source).toContain('<div id="root"><div class="os-frame" aria-busy="true"><header class="os-header">');
    expect(source).toContain('<span class="os-env">Espace freelance</span>');
    expect(source).toContain('<nav class="os-nav" aria-label="Navigation principale">');
    // No inline script (CSP): only the boot script's file.
    expect(source.match(/<script[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/boot-D.js">']);
  });

  it('name the modules to fetch at once and the hash of the me document, for the boot script', () => {
    const source = files()['freelancer/index.html'] ?? '';
    expect(source).toContain(
      '<meta name="orbite-modules" content="/assets/index-A.js /assets/react-B.js /assets/start-S.js /assets/dom-T.js /assets/apollo-H.js /assets/layout-E.js /assets/shared-F.js">',
    );
    expect(source).toContain(`<meta name="orbite-me" content="${ME_HASH}">`);
  });

  it('name the hashes of the queries the boot script may send before the app, each by its own name', () => {
    const source = files()['freelancer/index.html'] ?? '';
    expect(source).toContain(
      `<meta name="orbite-operations" content="MissionStatusCounts:${'c'.repeat(64)} Missions:${'b'.repeat(64)}">`,
    );
  });

  it('are listed for the server with the public paths under the environments', () => {
    expect(JSON.parse(files()['.web-shells.json'] ?? '')).toEqual({
      shells: { freelancer: 'freelancer/index.html' },
      publicPaths: ['freelancer/signin', 'freelancer/join/:token'],
    });
  });
});
