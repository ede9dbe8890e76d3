import Bowser from 'bowser';

/**
 * Supported: Android browser, Chrome, Chromium webview, Firefox, iOS (Safari and webviews), Opera, Safari.
 * Chromium-based Edge and others are warned.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  const parser = Bowser.getParser(userAgent);
  if (parser.getOSName(true) === 'ios') return true;
  const name = parser.getBrowserName(true);
  return (
    ['android browser', 'chrome', 'chromium', 'firefox', 'opera', 'safari', 'samsung internet for android'].includes(
      name,
    ) || /; wv\)/.test(userAgent)
  );
}
