import { resolvedNow } from '../ui/resolved-now';

type NoticeModule = { default: typeof import('../features/impersonation/impersonation-notice').ImpersonationNotice };
let loaded: NoticeModule | null = null;

/**
 * The impersonation notice's module, only while impersonating: out of the first load (it brings its GraphQL
 * mutation). A page the server rendered with the notice (`[data-impersonating]`, shell/bottom-banners.tsx) loads it
 * before hydrating (start.tsx), so that the notice hydrates with the page: a notice still waiting for its module kept
 * the server's button, not inert, and a click on it was lost.
 */
export function loadImpersonationNotice(): Promise<NoticeModule> {
  return import('../features/impersonation/impersonation-notice').then((module) => {
    loaded = { default: module.ImpersonationNotice };
    return loaded;
  });
}

/** The module already loaded, as a promise React reads at once (no suspense when hydrating), else null. */
export const loadedImpersonationNotice = (): Promise<NoticeModule> | null => (loaded ? resolvedNow(loaded) : null);
