import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * The web build's list of the signed-in environments' static frames (apps/web/scripts/route-pages.mjs):
 * each environment's HTML, and the route patterns under the environments' paths that are public.
 */
export const SHELLS_FILE = '.web-shells.json';

export interface WebShells {
  /** Environment (first path segment) → its HTML file in the build (`freelancer/index.html`). */
  shells: Record<string, string>;
  /** Route patterns, without the leading slash: `freelancer/signup`, `enterprise/join/:token`, `x/:id?`. */
  publicPaths: string[];
}

/** Whether a path's segments match a route pattern's (`:name` one segment, `:name?` one or none, at the end). */
function matchesPattern(segments: string[], pattern: string): boolean {
  const parts = pattern.split('/');
  const optional = parts.at(-1)?.endsWith('?') ? 1 : 0;
  if (segments.length > parts.length || segments.length < parts.length - optional) return false;
  return segments.every((segment, index) => {
    const part = parts[index] as string;
    return part.startsWith(':') ? segment.length > 0 : part === segment;
  });
}

/**
 * The HTML file of the environment's frame for this request path, or null: for a path under a signed-in
 * environment (`/freelancer/dashboard`, `/backoffice/funnel/12`, `/enterprise`) that is none of its
 * public routes and names no file (no extension in its last segment).
 */
export function shellFileFor(url: string, list: WebShells): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter(Boolean);
  const file = segments[0] !== undefined && Object.hasOwn(list.shells, segments[0]) ? list.shells[segments[0]] : null;
  if (!file) return null;
  if (/\.\w+$/.test(segments.at(-1) ?? '')) return null;
  if (list.publicPaths.some((pattern) => matchesPattern(segments, pattern))) return null;
  return `/${file}`;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The web build, served by sirv: its files, the sign-in pages' own HTML (`freelancer/signin/index.html`,
 * found by sirv itself), the environments' frames for their private paths (when the build wrote them),
 * and index.html for any other path. Null when there is no build.
 */
export function createWebStatic(
  webDist: string,
  options: {
    dev: boolean;
    setHeaders: (res: ServerResponse, pathname: string) => void;
    /** Renders a signed-in environment's page (platform/page-render.ts); false: its frame is served. */
    render?: (req: IncomingMessage, res: ServerResponse, shellFile: string) => Promise<boolean>;
    /** A file that could not be read once its answer had begun (its connection is then cut). */
    onFileError?: (error: Error, req: IncomingMessage) => void;
  },
): Handler | null {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return null;
  const serve = sirv(webDist, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    // In development, files are looked up on each request so that a rebuild needs no restart.
    dev: options.dev,
    setHeaders: options.setHeaders,
  });
  const shellsPath = path.join(webDist, SHELLS_FILE);
  const readShells = (): WebShells | null =>
    fs.existsSync(shellsPath) ? (JSON.parse(fs.readFileSync(shellsPath, 'utf8')) as WebShells) : null;
  const loaded = options.dev ? null : readShells();
  return (req, res, next) => {
    // sirv pipes the file it listed at start into the answer, with no listener for the file's errors: a file
    // removed since (a build written over the running one) would end the process. The answer's head is sent
    // by then, so the connection is cut; the next request is served as usual.
    res.once('pipe', (source: NodeJS.ReadableStream) =>
      source.once('error', (error: Error) => {
        options.onFileError?.(error, req);
        res.destroy(error);
      }),
    );
    const list = options.dev ? readShells() : loaded;
    const shell = list && (req.method === 'GET' || req.method === 'HEAD') ? shellFileFor(req.url ?? '/', list) : null;
    if (!shell) return serve(req, res, next);
    const serveFrame = () => {
      // sirv reads the path at once: the request keeps its own URL for the rest (logs).
      const url = req.url;
      req.url = shell;
      try {
        serve(req, res, next);
      } finally {
        req.url = url;
      }
    };
    if (!options.render) return serveFrame();
    void options.render(req, res, shell).then(
      (rendered) => rendered || serveFrame(),
      () => serveFrame(),
    );
  };
}
