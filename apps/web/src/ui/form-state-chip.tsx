import { Badge, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 002: the success chip disappears after 3 seconds. */
export const FORM_SUCCESS_MS = 3000;

export type FormState = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The state of a form that saves on change: `run(action)` shows submitting, then success (cleared
 * after 3 s) or error (kept until the next run). The action reports failure by throwing or by
 * returning false.
 */
export function useFormState() {
  const [state, setState] = useState<FormState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const run = useCallback(async (action: () => Promise<boolean>) => {
    if (timer.current) clearTimeout(timer.current);
    setState('submitting');
    let ok = false;
    try {
      ok = await action();
    } catch {
      ok = false;
    }
    setState(ok ? 'success' : 'error');
    if (ok) timer.current = setTimeout(() => setState('idle'), FORM_SUCCESS_MS);
    return ok;
  }, []);
  return { state, run };
}

/** Submitting, success or error, as a small chip; nothing when idle. Labels come from the caller. */
export function FormStateChip({
  state,
  labels,
}: {
  state: FormState;
  labels: { submitting: string; success: string; error: string };
}) {
  if (state === 'idle') return <span aria-live="polite" />;
  const props = {
    submitting: { color: 'gray', leftSection: <Loader size={10} color="gray" /> },
    success: { color: 'success', leftSection: <IconCheck size={12} aria-hidden /> },
    error: { color: 'danger', leftSection: <IconAlertTriangle size={12} aria-hidden /> },
  }[state];
  return (
    <span aria-live="polite">
      <Badge variant="light" color={props.color} leftSection={props.leftSection} data-state={state}>
        {labels[state]}
      </Badge>
    </span>
  );
}
