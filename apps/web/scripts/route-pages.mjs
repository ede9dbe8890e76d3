/**
 * Build step (vite.config.ts): an HTML page of its own for each light public route (the sign-in pages),
 * which the server's static handler (sirv) serves for that path instead of the catch-all index.html
 * (`/freelancer/signin` → `freelancer/signin/index.html`). It differs from index.html in two ways:
 * - a static frame in `#root` (the public header and the page's title in its card), painted with the
 *   HTML and the stylesheet, which React replaces on its first render (no script, no hydration);
 * - its script is the small `bootModule` (src/app/boot.ts), which after that first paint fetches at
 *   once the app's entry, what index.html preloads with it and the chunks the route needs (the public
 *   frame, the page and what they import), listed in `<meta name="orbite-modules">`, instead of one
 *   level after another as each runs.
 */

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LOGO = `<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#0044FF"/><ellipse cx="32" cy="32" rx="26" ry="9" fill="none" stroke="#FFCC00" stroke-width="4" transform="rotate(-25 32 32)"/><circle cx="32" cy="32" r="10" fill="#fff"/></svg>`;

/* The static frame's look: PublicLayout's header and FormCard's card (apps/web/src/app/layouts, ui/form-card). */
const FRAME_STYLE = `<style>
.of-frame{min-height:100vh;display:flex;flex-direction:column;background:#f8f9fa;font-family:Inter,"Segoe UI",Roboto,system-ui,-apple-system,sans-serif;color:#000}
.of-header{background:#fff;border-bottom:1px solid #e9ecef;height:64px}
.of-bar{max-width:1140px;margin:0 auto;height:100%;padding:0 16px;display:flex;align-items:center}
.of-logo{display:flex;align-items:center;gap:8px;text-decoration:none;font-weight:800;font-size:20px;letter-spacing:-.02em;color:#0038d1}
.of-main{flex:1;display:flex;justify-content:center;padding:24px 16px}
.of-card{width:100%;max-width:460px;box-sizing:border-box;background:#fff;border:1px solid #dee2e6;border-radius:16px;padding:20px;align-self:flex-start}
.of-card h1{margin:0 0 4px;font-size:26px;line-height:1.35;font-weight:700}
.of-card p{margin:0;font-size:14px;line-height:1.55;color:#868e96}
@media (min-width:48em){.of-main{padding:56px 16px}.of-card{padding:32px}}
</style>`;

/* The environment's frame: EnvironmentLayout's AppShell (header 64 px, navigation 260 px from 48em, page on gray.0). */
const SHELL_STYLE = `<style>
.os-frame{min-height:100vh;background:#f8f9fa;font-family:Inter,"Segoe UI",Roboto,system-ui,-apple-system,sans-serif;color:#000}
.os-header{position:fixed;top:0;left:0;right:0;height:64px;box-sizing:border-box;background:#fff;border-bottom:1px solid #dee2e6;z-index:100}
.os-bar{height:100%;padding:0 16px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.os-left,.os-right{display:flex;align-items:center;gap:12px;min-width:0}
.os-logo{display:flex;align-items:center;gap:8px;text-decoration:none;font-weight:800;font-size:20px;letter-spacing:-.02em;color:#0038d1}
.os-env{font-size:14px;color:#6b7280;display:none}
.os-burger{width:34px;height:34px;display:flex;flex-direction:column;justify-content:center;gap:5px}
.os-burger i{display:block;height:2px;width:18px;margin:0 auto;background:#000;border-radius:2px}
.os-avatar{width:34px;height:34px;border-radius:50%;background:#e9ecef}
.os-dot{width:28px;height:28px;border-radius:8px;background:#f1f3f5}
.os-nav{display:none;position:fixed;top:64px;bottom:0;left:0;width:260px;box-sizing:border-box;padding:12px;background:#fff;border-right:1px solid #dee2e6}
.os-nav i{display:block;height:20px;margin:12px 8px;border-radius:6px;background:#f1f3f5}
.os-main{padding:84px 20px 20px}
#root[inert]{pointer-events:none}
@media (min-width:36em){.os-env{display:block}}
@media (min-width:48em){.os-burger{display:none}.os-nav{display:block}.os-main{padding-left:280px}}
</style>`;

/**
 * The frame of a signed-in environment's page: what EnvironmentLayout draws before the user is known
 * (no name, no navigation labels: grey bars), inert until React replaces it.
 * @param {{ product: string, home: string, env: string, href: string, navigation: string }} text
 */
function shellFrame(text) {
  const bars = '<i></i>'.repeat(6);
  return (
    `<div class="os-frame" aria-busy="true"><header class="os-header"><div class="os-bar"><div class="os-left">` +
    `<div class="os-burger" aria-hidden="true"><i></i><i></i><i></i></div>` +
    `<a class="os-logo" href="${escapeHtml(text.href)}" aria-label="${escapeHtml(text.home)}">${LOGO}<span>${escapeHtml(text.product)}</span></a>` +
    `<span class="os-env">${escapeHtml(text.env)}</span></div>` +
    `<div class="os-right" aria-hidden="true"><span class="os-dot"></span><span class="os-avatar"></span></div></div></header>` +
    `<nav class="os-nav" aria-label="${escapeHtml(text.navigation)}">${bars}</nav><main class="os-main"></main></div>`
  );
}

/**
 * @param {{ product: string, home: string, title: string, subtitle: string }} text
 */
function frame(text) {
  return (
    `<div class="of-frame" aria-busy="true"><header class="of-header"><div class="of-bar">` +
    `<a class="of-logo" href="/" aria-label="${escapeHtml(text.home)}">${LOGO}<span>${escapeHtml(text.product)}</span></a>` +
    `</div></header><main class="of-main"><div class="of-card"><h1>${escapeHtml(text.title)}</h1>` +
    `<p>${escapeHtml(text.subtitle)}</p></div></main></div>`
  );
}

/**
 * The chunk files a module needs besides the entry: its own chunk and what it imports statically,
 * recursively.
 * @param {Record<string, any>} bundle
 * @param {string} moduleSuffix
 */
function chunksOf(bundle, moduleSuffix) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!start) throw new Error(`route-pages: no chunk for ${moduleSuffix}`);
  return closureOf(bundle, [start.fileName]);
}

/**
 * These chunks and every chunk they import, entries excepted.
 * @param {Record<string, any>} bundle
 * @param {string[]} fileNames
 * @returns {string[]}
 */
function closureOf(bundle, fileNames) {
  const files = new Set();
  const stack = [...fileNames];
  while (stack.length) {
    const file = stack.pop();
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || chunk.isEntry || files.has(file)) continue;
    files.add(file);
    stack.push(...chunk.imports);
  }
  return [...files];
}

/**
 * The hashes of these operations' documents (by operation name) in the persisted-operations manifest the
 * build wrote before: the shells' boot script sends them (`me`, then the page's first queries).
 * @param {Record<string, any>} bundle
 * @param {string} manifestFile
 * @param {string[]} names
 * @returns {Map<string, string>}
 */
function operationHashesOf(bundle, manifestFile, names) {
  const manifest = bundle[manifestFile];
  if (manifest?.type !== 'asset') throw new Error(`route-pages: no ${manifestFile} in the bundle`);
  const entries = Object.entries(JSON.parse(String(manifest.source)));
  const hashes = new Map();
  for (const name of names) {
    const found = entries
      .filter(([, text]) => new RegExp(`^query ${name}\\b`).test(String(text).trim()))
      .map(([hash]) => hash);
    if (found.length !== 1)
      throw new Error(`route-pages: ${found.length} documents of the ${name} query in ${manifestFile}`);
    hashes.set(name, found[0]);
  }
  return hashes;
}

/** The list the server reads (apps/api/src/platform/web-static.ts): each environment's HTML, the public paths under them. */
export const SHELLS_FILE = '.web-shells.json';

/**
 * @param {{
 *   product: string,
 *   bootModule: string,
 *   pages: { path: string, modules: string[], title: string, heading: string, subtitle: string }[],
 *   shells?: { env: string, modules: string[], title: string, label: string }[],
 *   publicPaths?: string[],
 *   manifestFile?: string,
 *   prefetchedOperations?: string[],
 *   messages: Record<string, string>,
 * }} options
 * @returns {import('vite').Plugin}
 */
export function routePages({
  product,
  bootModule,
  pages,
  shells = [],
  publicPaths = [],
  manifestFile,
  prefetchedOperations = [],
  messages,
}) {
  const message = (id) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`route-pages: no message ${id}`);
    return text;
  };
  return {
    name: 'orbite-route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-pages: index.html is not in the bundle yet');
      const html = String(index.source);
      if (!html.includes('<div id="root"></div>')) throw new Error('route-pages: no empty #root in index.html');
      const boot = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(bootModule),
      );
      if (!boot) throw new Error(`route-pages: no entry chunk for ${bootModule}`);
      // The entry and what index.html preloads with it, then the route's own chunks.
      const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
      if (entry.length !== 1) throw new Error('route-pages: index.html should have one module script');
      const preloaded = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      // The entry's stages (src/main.tsx imports the app's modules in three steps): preloaded with it.
      const entryChunk = bundle[entry[0].replace(/^\//, '')];
      if (entryChunk?.type !== 'chunk') throw new Error('route-pages: the entry is not a chunk of the bundle');
      const stages = closureOf(bundle, entryChunk.dynamicImports).map((file) => `/${file}`);
      /**
       * index.html with this title, the boot script, the modules it fetches, these metas, this style and frame.
       * @param {{ title: string, moduleIds: string[], metas?: string, style: string, root: string }} parts
       */
      const page = ({ title, moduleIds, metas = '', style, root }) => {
        const files = [...new Set(moduleIds.flatMap((module) => chunksOf(bundle, module)))].map((file) => `/${file}`);
        const modules = [...new Set([...entry, ...preloaded, ...stages, ...files])];
        return html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${product} - ${title}`)}</title>`)
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</head>',
            `  <meta name="orbite-modules" content="${modules.join(' ')}">\n    ${metas}` +
              `<script type="module" crossorigin src="/${boot.fileName}"></script>\n    ${style}\n  </head>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
      };
      for (const route of pages) {
        const source = page({
          title: message(route.title),
          moduleIds: route.modules,
          style: FRAME_STYLE,
          root: frame({
            product,
            home: message('nav.home'),
            title: message(route.heading),
            subtitle: message(route.subtitle),
          }),
        });
        this.emitFile({ type: 'asset', fileName: `${route.path}/index.html`, source });
      }
      if (!shells.length) return;
      if (!manifestFile) throw new Error('route-pages: the shells need the persisted-operations manifest');
      const hashes = operationHashesOf(bundle, manifestFile, ['Me', ...prefetchedOperations]);
      const operations = prefetchedOperations.map((name) => `${name}:${hashes.get(name)}`).join(' ');
      /** @type {Record<string, string>} */
      const files = {};
      for (const shell of shells) {
        const source = page({
          title: message(shell.title),
          moduleIds: shell.modules,
          metas:
            `<meta name="orbite-me" content="${hashes.get('Me')}">\n    ` +
            (operations ? `<meta name="orbite-operations" content="${operations}">\n    ` : ''),
          style: SHELL_STYLE,
          root: shellFrame({
            product,
            home: message('nav.home'),
            env: message(shell.label),
            href: `/${shell.env}`,
            navigation: message('nav.label'),
          }),
        });
        files[shell.env] = `${shell.env}/index.html`;
        this.emitFile({ type: 'asset', fileName: files[shell.env], source });
      }
      this.emitFile({
        type: 'asset',
        fileName: SHELLS_FILE,
        source: `${JSON.stringify({ shells: files, publicPaths }, null, 1)}\n`,
      });
    },
  };
}
