import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PRODUCT_NAME } from '../../packages/domain/src/constants';
import { collectWebOperations, SourceReader, toManifest } from '../api/src/graphql/operations-manifest';
import { MANIFEST_FILE } from '../api/src/graphql/persisted-manifest';
import { compressDir } from './scripts/compress.mjs';
import { precompileDocuments } from './scripts/precompiled-documents';
import { type RoutePage, routePages, type ShellPage } from './scripts/route-pages.mjs';
import { PREFETCHED_OPERATIONS } from './src/app/prefetched-operations';
import { PUBLIC_ENVIRONMENT_PATHS } from './src/app/route-meta';
import { compileCatalogue } from './src/i18n/compile-messages';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const api = `http://localhost:${process.env.API_PORT || 3000}`;
const frMessages = JSON.parse(readFileSync(new URL('./src/i18n/fr.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** The sign-in pages, served from their own HTML (preloaded chunks, static frame): scripts/route-pages.mjs. */
const signinPages: RoutePage[] = (['freelancer', 'enterprise', 'backoffice'] as const).map((env) => ({
  path: `${env}/signin`,
  modules: ['/src/app/layouts/public-layout.tsx', `/src/areas/public/${env}-signin-page.tsx`],
  title: `route.${env}.signin`,
  heading: `signin.${env}.title`,
  subtitle: `signin.${env}.subtitle`,
}));

/**
 * The signed-in environments' frames, served for their private paths (scripts/route-pages.mjs): each
 * preloads what every page of the environment needs besides the route's page (Apollo, the layout, the
 * French areas' messages), which the app's entry then fetches (start.tsx).
 */
const shellPages: ShellPage[] = (['freelancer', 'enterprise', 'backoffice'] as const).map((env) => ({
  env,
  modules: ['/src/shell/apollo-session.tsx', `/src/app/layouts/${env}-layout.tsx`, '/src/i18n/areas-fr.ts'],
  title: `env.${env}`,
  label: `env.${env}`,
}));

/**
 * Writes the persisted-operations manifest (sha256 of each document as the app sends it → document)
 * into the build, for a server started with GRAPHQL_PERSISTED_ONLY=true.
 */
function persistedOperations(): Plugin {
  let operations: ReturnType<typeof collectWebOperations> | null = null;
  return {
    name: 'orbite-persisted-operations',
    apply: 'build',
    buildStart() {
      operations = collectWebOperations(fileURLToPath(new URL('./src', import.meta.url)));
    },
    async generateBundle() {
      const manifest = toManifest(await (operations as ReturnType<typeof collectWebOperations>));
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 1)}\n` });
    },
  };
}

/**
 * The messages compiled to formatjs's AST at build time (src/i18n/compile-messages.ts), so that the app
 * ships no ICU parser: intl-messageformat and @formatjs/intl get the parser package's `no-parser` entry
 * (its types and helpers, a `parse` that throws). A message that does not parse fails the build. Each catalogue is a
 * module `JSON.parse("…")`: V8 reads JSON faster than the same object as JavaScript (the areas' 235 kB of French
 * messages: 16.5 ms against 23 ms in Node on this machine, docs/performance.md).
 */
function precompiledMessages(): Plugin {
  const i18nDir = fileURLToPath(new URL('./src/i18n/', import.meta.url));
  return {
    name: 'orbite-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js', importer, {
        ...options,
        skipSelf: true,
      });
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(i18nDir) || !file.endsWith('.json')) return null;
      const locale = path.relative(i18nDir, file).startsWith('en') ? 'en' : 'fr-FR';
      const compiled = JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>, locale));
      return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * The GraphQL documents parsed at build time (scripts/precompiled-documents.ts): the browser parses no
 * GraphQL when the modules load. A template built at run time (inside a function) would bring graphql's
 * parser back into the bundle: the build says so.
 */
function precompiledDocuments(): Plugin {
  const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
  let reader = new SourceReader();
  return {
    name: 'orbite-precompiled-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      reader = new SourceReader();
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const out = precompileDocuments(reader, id, code);
      return out === null ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && Object.keys(chunk.modules).some((id) => id.includes('/graphql/language/parser')))
          this.warn(
            `${chunk.fileName} holds graphql's parser: a gql template is built at run time (keep documents at the top level)`,
          );
    },
  };
}

/**
 * React Router's package sends every bundler to its development build (its `exports` have no production
 * condition), which differs from the production one by its run-time warnings only: the app's build takes the
 * production one. The dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'orbite-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}

/** Mantine's `useId` replaced by the app's (src/app/mantine-use-id.ts): ids that no layout effect changes. */
function stableMantineIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/app/mantine-use-id.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'orbite-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer?.includes('/@mantine/hooks/esm/')) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      // A Mantine release that moves the module would bring its layout effect back unseen: the build says so.
      if (!error && !replaced) this.error("stable-mantine-ids: @mantine/hooks's use-id module was not found");
    },
  };
}

/** Gzip and brotli copies of the build's text files, which the server sends precompressed (scripts/compress.mjs). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'orbite-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDir(outDir);
    },
  };
}

/** The server's module: React, Mantine and the other packages are imported from node_modules at run time. */
const serverBuild = {
  outDir: 'dist-server',
  copyPublicDir: false,
  emptyOutDir: true,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/server/render-page.tsx', import.meta.url)),
    output: { codeSplitting: false },
  },
};

/** The plugins of the browser's build only: the persisted manifest, the pages' own HTML, precompressed copies. */
function browserBuildPlugins(): Plugin[] {
  return [
    persistedOperations(),
    routePages({
      product: PRODUCT_NAME,
      bootModule: '/src/app/boot.ts',
      pages: signinPages,
      shells: shellPages,
      publicPaths: [...PUBLIC_ENVIRONMENT_PATHS],
      manifestFile: MANIFEST_FILE,
      prefetchedOperations: PREFETCHED_OPERATIONS,
      messages: frMessages,
    }),
    precompress(),
  ];
}

/**
 * `vite build` writes the web app into dist/; `vite build --ssr` the module the API renders the signed-in
 * pages' first screen with (src/server/render-page.tsx) into dist-server/, which nothing serves.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    stableMantineIds(),
    precompiledMessages(),
    precompiledDocuments(),
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The render module bundles React and what uses it, in their production build: imported, React would follow the
  // API's NODE_ENV, unset on the demo and test servers, whose pages its development build rendered 1.7 times slower.
  // `graphql` stays the API's own (the render hands it documents).
  ssr: { noExternal: true, external: ['graphql'] },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
      '/nova/messages': { target: api, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
      '/deal-files': { target: api, changeOrigin: true },
      '/invoice-files': { target: api, changeOrigin: true },
      '/invoices/': { target: api, changeOrigin: true },
      '/work-log-files': { target: api, changeOrigin: true },
      '/pictures': { target: api, changeOrigin: true },
      '/notifications/': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        chunkSizeWarningLimit: 1000,
        // The app (index.html) and the script of the pages with their own HTML (src/app/boot.ts).
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            boot: fileURLToPath(new URL('./src/app/boot.ts', import.meta.url)),
          },
          output: {
            codeSplitting: {
              // The small shared chunks the automatic splitting makes (an icon, a Mantine hook, a helper: a signed-in
              // page loaded 113 scripts, most of them under 2 kB) are copied into the chunks that read them, which
              // share one instance of each module through rolldown's runtime: 35 requests instead of 126 for the
              // freelancer dashboard, whose largest paint came 1.6 s sooner under Lighthouse's mobile throttling
              // (an HTTP/1.1 browser fetches six files at a time, a round trip each). Chunks holding styles stay
              // files, as Vite's CSS plugin emits a chunk's CSS from every chunk that lists its modules.
              experimentalInlineCommonChunks: {
                maxSize: 32 * 1024,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
              // floating-ui (Mantine's popovers, tooltips, menus, selects) in a chunk of its own, without its
              // dependencies (React...), so that a small module shared with it (a Mantine hook) never makes the
              // sign-in page load it.
              groups: [
                {
                  name: 'floating-ui',
                  test: /node_modules[\\/]@floating-ui[\\/]/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
