import { OAUTH_POPUP, OAUTH_REDIRECT_BROWSERS } from '@orbite/domain/constants';
import type Bowser from 'bowser';
import { commonBrowser } from '../../shell/common-browser';

export type OAuthProvider = 'googleTeamMember' | 'googleFreelance' | 'linkedIn';

const startPaths: Record<OAuthProvider, string> = {
  googleTeamMember: '/auth/google',
  googleFreelance: '/auth/freelance/google',
  linkedIn: '/auth/linkedin',
};

let bowser: typeof Bowser | null = null;

/**
 * Loads the browser detection (bowser) off the first paint, when the browser is not one of the usual ones
 * (common-browser.ts), which need none: the shell's bottom banners call it once mounted, on every page,
 * long before a click. Until it is there, `startOAuth` takes the full redirect, which works everywhere.
 */
export function preloadBrowserDetection(): Promise<void> {
  if (bowser || commonBrowser(navigator.userAgent)) return Promise.resolve();
  return import('bowser').then((module) => {
    bowser = module.default;
  });
}

/** Safari, Opera, IE and iOS get a full redirect instead of a popup (and any unusual browser before bowser is loaded). */
export function usesFullRedirect(userAgent: string): boolean {
  const common = commonBrowser(userAgent);
  const named = common ?? (bowser ? bowserNames(bowser, userAgent) : null);
  if (!named) return true;
  const names: Record<(typeof OAUTH_REDIRECT_BROWSERS)[number], boolean> = {
    safari: named.browser === 'safari',
    opera: named.browser === 'opera',
    ie: named.browser === 'internet explorer',
    ios: named.ios,
  };
  return OAUTH_REDIRECT_BROWSERS.some((name) => names[name]);
}

function bowserNames(parser: typeof Bowser, userAgent: string): { browser: string; ios: boolean } {
  const parsed = parser.getParser(userAgent);
  return { browser: parsed.getBrowserName(true), ios: parsed.getOSName(true) === 'ios' };
}

/** `extra` adds flow options, such as `linkToUser` (link the provider to the signed-in user). */
export function oauthStartUrl(
  provider: OAuthProvider,
  to: string,
  popup: boolean,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ to, ...extra });
  if (popup) query.set('popup', '1');
  return `${startPaths[provider]}?${query.toString()}`;
}

export interface OAuthOutcome {
  path?: string | null;
  error?: number | string | null;
}

/**
 * Starts an OpenID Connect sign-in: a 600x700 popup that reports `{ action: 'oauth', path, error }`,
 * or a full redirect on the browsers that handle popups badly (or when the popup is blocked).
 */
export function startOAuth(
  provider: OAuthProvider,
  to: string,
  onOutcome: (outcome: OAuthOutcome) => void,
  forceRedirect = false,
  extra: Record<string, string> = {},
) {
  if (forceRedirect || usesFullRedirect(navigator.userAgent)) {
    window.location.assign(oauthStartUrl(provider, to, false, extra));
    return;
  }
  const left = Math.max(0, window.screenX + (window.outerWidth - OAUTH_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - OAUTH_POPUP.height) / 2);
  const features = `width=${OAUTH_POPUP.width},height=${OAUTH_POPUP.height},left=${left},top=${top}`;
  const popup = window.open(oauthStartUrl(provider, to, true, extra), 'orbite-oauth', features);
  if (!popup) {
    window.location.assign(oauthStartUrl(provider, to, false, extra));
    return;
  }
  const listener = (event: MessageEvent) => {
    const data = event.data as { action?: string } & OAuthOutcome;
    if (event.origin !== window.location.origin || data?.action !== 'oauth') return;
    window.removeEventListener('message', listener);
    onOutcome({ path: data.path, error: data.error });
  };
  window.addEventListener('message', listener);
}
