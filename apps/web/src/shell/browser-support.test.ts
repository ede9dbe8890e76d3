import Bowser from 'bowser';
import { describe, expect, it } from 'vitest';
import { usesFullRedirect } from '../features/auth/oauth';
import { isSupportedBrowser, supportedByBowser } from './browser-support';
import { commonBrowser } from './common-browser';

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  // Lighthouse's mobile emulation: parentheses in the device's name.
  chromeAndroidNested:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosWebview:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ie: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  yandex:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
};

/** The user agents told without bowser (common-browser.ts). */
const usual = [
  'chrome',
  'chromeAndroidNested',
  'headlessChrome',
  'firefox',
  'safari',
  'iosWebview',
  'androidWebview',
] as const;

describe('browser support', () => {
  it.each([...usual, 'opera', 'samsung', 'iosChrome'] as const)('supports %s', async (name) =>
    expect(await isSupportedBrowser(agents[name])).toBe(true),
  );
  it.each(['ie', 'edge', 'yandex'] as const)('warns on %s', async (name) =>
    expect(await isSupportedBrowser(agents[name])).toBe(false),
  );

  it('tells the usual browsers without bowser', () => {
    for (const name of usual) expect(commonBrowser(agents[name]), name).not.toBeNull();
    for (const name of ['opera', 'samsung', 'ie', 'edge', 'yandex', 'windowsPhone', 'bot', 'curl'] as const)
      expect(commonBrowser(agents[name]), name).toBeNull();
  });

  it.each(Object.keys(agents) as (keyof typeof agents)[])('gives bowser’s answers on %s, where it answers', (name) => {
    const agent = agents[name];
    const common = commonBrowser(agent);
    if (!common) return;
    const parser = Bowser.getParser(agent);
    expect(common.ios).toBe(parser.getOSName(true) === 'ios');
    if (common.browser) expect(parser.getBrowserName(true)).toMatch(new RegExp(`^${common.browser}`));
    expect(supportedByBowser(Bowser, agent)).toBe(true);
  });

  it('takes the full OAuth redirect on Safari and iOS, a popup on Chrome and Firefox', () => {
    expect(usesFullRedirect(agents.safari)).toBe(true);
    expect(usesFullRedirect(agents.iosSafari)).toBe(true);
    expect(usesFullRedirect(agents.iosWebview)).toBe(true);
    expect(usesFullRedirect(agents.chrome)).toBe(false);
    expect(usesFullRedirect(agents.firefoxWindows)).toBe(false);
    expect(usesFullRedirect(agents.androidWebview)).toBe(false);
    // An unusual browser before bowser is loaded: the redirect, which works everywhere.
    expect(usesFullRedirect(agents.opera)).toBe(true);
  });
});
