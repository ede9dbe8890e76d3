/**
 * The script of the pages that have their own HTML (the sign-in pages: scripts/route-pages.mjs): their
 * static frame is painted first, then the app's modules are fetched, all at once, and the app starts.
 * The HTML names them in `<meta name="orbite-modules">`, the app's entry first. Fetching them after the
 * first paint leaves the slow network to the HTML and the stylesheet until the frame is on screen.
 */
const names = document.querySelector<HTMLMetaElement>('meta[name="orbite-modules"]')?.content.split(' ') ?? [];
const [entry, ...modules] = names.filter(Boolean);

function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

// After the next frame is painted (one frame to paint, the next one's start).
requestAnimationFrame(() => setTimeout(start, 0));
