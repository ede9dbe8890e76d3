/**
 * True on the server that renders a signed-in page's first screen (server/render-page.tsx), and in a browser
 * whose page it rendered (start.tsx hydrates it): a component's first render must then draw what the server drew,
 * so what only the browser knows (a media query, local storage) is read in an effect, after that render.
 */
export const renderedOnServer: boolean =
  typeof document === 'undefined' || document.getElementById('orbite-state') !== null;
