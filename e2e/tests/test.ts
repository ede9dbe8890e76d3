import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { portOf } from '../servers';

export type { Browser, Frame, Locator, Page } from '@playwright/test';
export { expect };

/** The errors React reports when a page the server rendered does not hydrate (it then renders it again, whole). */
const notHydrated =
  /Minified React error #(?:418|419|421|422|423|425)\b|Hydration failed|server rendering errored|didn't match the client/;

/**
 * The suite's test: the signed-in pages come rendered by the server, as in production, and every page any test
 * opens (in its own context or in one it makes) must hydrate without a mismatch. A mismatch leaves the page
 * working, React rendering it again on the client, so no other assertion would see it; the user would see the
 * page flash, lose an early click, and pay the page's queries twice.
 */
export const test = base.extend<{ hydration: undefined }>({
  // Each worker talks to its own demo server (servers.ts); the contexts a test makes take it too.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.parallelIndex)}`),
  hydration: [
    async ({ context, browser }, use) => {
      const failures: string[] = [];
      const watch = (watched: BrowserContext) => {
        const listen = (page: Page) =>
          page.on('pageerror', (error) => {
            if (notHydrated.test(error.message)) failures.push(`${page.url()}: ${error.message.slice(0, 300)}`);
          });
        for (const page of watched.pages()) listen(page);
        watched.on('page', listen);
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        watch(made);
        return made;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(failures, 'pages that did not hydrate as the server rendered them').toEqual([]);
    },
    { auto: true },
  ],
});
