import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the app's build uses it (vite.config.ts `stableMantineIds`): React's id,
 * the same on the server and in the browser, kept for the component's life. Mantine's own starts from React's id
 * and replaces it with a random one in a layout effect, a state update at every mount of a component that has an
 * id (each tooltip, menu, popover, modal and field): after the first commit of a page React rendered them all
 * again, synchronously, in the same task, and the ids the server rendered changed. The random id only matters to
 * several React roots on one page; the app has one.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
