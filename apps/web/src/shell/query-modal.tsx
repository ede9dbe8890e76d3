import type { ModalProps } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Mantine's Modal and the frame: loaded when a modal is first asked for (none on most visits). */
const QueryModalView = lazy(() => import('./query-modal-view'));

export interface QueryModalProps<P = Record<string, unknown>> {
  params: P;
  /** Closes the modal (both query entries removed) and hands `result` to the opener. */
  close: (result?: unknown) => void;
}

export interface QueryModalDefinition {
  /** The modal's content; may be lazy (React.lazy), loaded with the frame. */
  // biome-ignore lint/suspicious/noExplicitAny: each modal declares its own params.
  component: ComponentType<QueryModalProps<any>>;
  /** Message id of the title. */
  title?: string;
  size?: ModalProps['size'];
  withCloseButton?: boolean;
}

const registry = new Map<string, QueryModalDefinition>();
const resultHandlers = new Map<string, (result: unknown) => void>();

/** Makes a modal openable from any page with `?modal=<name>&params=<json>`. */
export function registerQueryModal(name: string, definition: QueryModalDefinition): void {
  registry.set(name, definition);
}

export function parseModalParams(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Opens and closes the query-string modal; `open(name, params, onResult)` gets the result on dismissal. */
export function useQueryModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get('modal');
  const rawParams = searchParams.get('params');
  const params = useMemo(() => parseModalParams(rawParams), [rawParams]);

  const open = useCallback(
    (modal: string, modalParams: Record<string, unknown> = {}, onResult?: (result: unknown) => void) => {
      if (onResult) resultHandlers.set(modal, onResult);
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('modal', modal);
        next.set('params', JSON.stringify(modalParams));
        return next;
      });
    },
    [setSearchParams],
  );

  const close = useCallback(
    (result?: unknown) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('modal');
          next.delete('params');
          return next;
        },
        { replace: true },
      );
      if (!name) return;
      const handler = resultHandlers.get(name);
      resultHandlers.delete(name);
      handler?.(result);
    },
    [name, setSearchParams],
  );

  return { name, params, open, close };
}

/** Renders the modal named in the query string, if it is registered. */
export function QueryModalHost() {
  const { name, params, close } = useQueryModal();
  const definition = name ? registry.get(name) : undefined;
  if (!definition) return null;
  return (
    <Suspense fallback={null}>
      <QueryModalView definition={definition} params={params} close={close} />
    </Suspense>
  );
}
