/*
 * The app's entry. Its modules are evaluated in four tasks rather than one: the core messages, the providers
 * (React, Mantine, react-intl), the router (React Router and the route table), then the start (React DOM, the
 * hydration). Each `import()` evaluates what the previous ones have not, in a task of its own; one task for all
 * of them blocked the page for 380 ms on Lighthouse's phone (docs/performance.md, twenty-third round). Every
 * file is already on its way: the pages' HTML preloads the entry's dynamic imports (scripts/route-pages.mjs), so
 * that the stages wait for no request. The stylesheets stay in the entry: the HTML links them, and the
 * server-rendered page is painted with them before any script.
 */
import '@mantine/core/styles.css';
import './app/global.css';
import { nextTask } from './app/next-task';

async function start() {
  await import('./i18n/catalogue');
  await nextTask();
  await import('./app/providers');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./start');
}

void start();
