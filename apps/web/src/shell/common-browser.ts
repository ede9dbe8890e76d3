/** What the app asks of a browser: its name among the usual ones, and whether it runs on iOS. */
export interface CommonBrowser {
  browser: 'chrome' | 'firefox' | 'safari' | null;
  ios: boolean;
}

/** The tokens of Chrome's, Firefox's and Safari's user agents outside their parentheses. */
const USUAL_TOKEN =
  /^(?:AppleWebKit\/[\d.]+\+?|(?:Headless)?Chrome\/[\d.]+|Safari\/[\d.]+|Version\/[\d.]+|Mobile(?:\/\w+)?|Gecko\/\d+|Firefox\/[\d.]+)$/;

/** The platform comment after `Mozilla/5.0`, which may hold one level of parentheses (`moto g power (2022)`). */
const PLATFORM = /^Mozilla\/5\.0 \(((?:[^()]|\([^()]*\))*)\)/;
/** Any parenthesised comment, with one level of parentheses inside. */
const COMMENTS = /\((?:[^()]|\([^()]*\))*\)/g;

/**
 * The browser of a user agent made only of the usual tokens of Chrome, Firefox or Safari (any vendor
 * or platform token, Edge's `Edg/`, Opera's `OPR/`, Samsung's..., is not), or of an iOS one; null for any
 * other, which bowser tells (a 7 kB parser the first paint does without: the browser warning and the
 * OAuth popup-or-redirect choice load it only then). Gives bowser's answer on these (a test checks it).
 */
export function commonBrowser(userAgent: string): CommonBrowser | null {
  const platform = PLATFORM.exec(userAgent)?.[1];
  if (platform === undefined) return null;
  const ios = /^(?:iPhone|iPad|iPod)(?:;|$)/.test(platform);
  if (!ios && /iP(?:hone|ad|od)|Windows Phone|Roku|Tizen|KAIOS/i.test(platform)) return null;
  const tokens = userAgent.slice('Mozilla/5.0 '.length).replace(COMMENTS, ' ').split(/\s+/).filter(Boolean);
  if (!tokens.every((token) => USUAL_TOKEN.test(token))) return null;
  const has = (name: string) => tokens.some((token) => token.startsWith(`${name}/`));
  const browser = has('Firefox')
    ? has('Chrome') || has('Safari')
      ? null
      : 'firefox'
    : has('Chrome') || has('HeadlessChrome')
      ? 'chrome'
      : has('Safari') && has('Version')
        ? 'safari'
        : null;
  if (!browser && !ios) return null;
  return { browser, ios };
}
