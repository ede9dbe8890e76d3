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

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

function build() {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    'assets/index-A.js': chunk('assets/index-A.js', '/app/index.html', ['assets/react-B.js'], true),
    'assets/react-B.js': chunk('assets/react-B.js', null, []),
    'assets/boot-D.js': chunk('assets/boot-D.js', '/app/src/app/boot.ts', [], true),
    'assets/layout-E.js': chunk('assets/layout-E.js', '/app/src/layout.tsx', [
      'assets/shared-F.js',
      'assets/react-B.js',
    ]),
    'assets/page-G.js': chunk('assets/page-G.js', '/app/src/page.tsx', ['assets/shared-F.js', 'assets/index-A.js']),
    'assets/shared-F.js': chunk('assets/shared-F.js', null, []),
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
    messages: {
      'nav.home': 'Accueil Orbite',
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

  it('loads only the boot script, which gets the entry, its imports and the route’s chunks from a meta', () => {
    const source = build()[0]?.source ?? '';
    expect(source.match(/<script[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/boot-D.js">']);
    expect(source).not.toContain('modulepreload');
    expect(source).toContain(
      '<meta name="orbite-modules" content="/assets/index-A.js /assets/react-B.js /assets/layout-E.js /assets/shared-F.js /assets/page-G.js">',
    );
  });
});
