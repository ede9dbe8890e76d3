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
  const files = new Set();
  const stack = [start.fileName];
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
 * @param {{
 *   product: string,
 *   bootModule: string,
 *   pages: { path: string, modules: string[], title: string, heading: string, subtitle: string }[],
 *   messages: Record<string, string>,
 * }} options
 * @returns {import('vite').Plugin}
 */
export function routePages({ product, bootModule, pages, messages }) {
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
      for (const page of pages) {
        // The entry and what index.html preloads with it, then the route's own chunks.
        const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
        if (entry.length !== 1) throw new Error('route-pages: index.html should have one module script');
        const preloaded = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const files = [...new Set(page.modules.flatMap((module) => chunksOf(bundle, module)))].map(
          (file) => `/${file}`,
        );
        const modules = [...new Set([...entry, ...preloaded, ...files])];
        const source = html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${product} - ${message(page.title)}`)}</title>`)
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</head>',
            `  <meta name="orbite-modules" content="${modules.join(' ')}">\n    ` +
              `<script type="module" crossorigin src="/${boot.fileName}"></script>\n    ${FRAME_STYLE}\n  </head>`,
          )
          .replace(
            '<div id="root"></div>',
            `<div id="root">${frame({
              product,
              home: message('nav.home'),
              title: message(page.heading),
              subtitle: message(page.subtitle),
            })}</div>`,
          );
        this.emitFile({ type: 'asset', fileName: `${page.path}/index.html`, source });
      }
    },
  };
}
