import type Bowser from 'bowser';
import { commonBrowser } from './common-browser';

const SUPPORTED = [
  'android browser',
  'chrome',
  'chromium',
  'firefox',
  'opera',
  'safari',
  'samsung internet for android',
];

/** bowser's verdict (any user agent). */
export function supportedByBowser(bowser: typeof Bowser, userAgent: string): boolean {
  const parser = bowser.getParser(userAgent);
  if (parser.getOSName(true) === 'ios') return true;
  return SUPPORTED.includes(parser.getBrowserName(true)) || /; wv\)/.test(userAgent);
}

/**
 * Supported: Android browser, Chrome, Chromium webview, Firefox, iOS (Safari and webviews), Opera, Safari.
 * Chromium-based Edge and others are warned. The usual user agents are told at once (common-browser.ts),
 * the others by bowser, loaded then.
 */
export async function isSupportedBrowser(userAgent: string): Promise<boolean> {
  const common = commonBrowser(userAgent);
  if (common) return true;
  const { default: bowser } = await import('bowser');
  return supportedByBowser(bowser, userAgent);
}
