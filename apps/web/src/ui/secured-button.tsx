import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** Spec 002: the confirmation window of a secured button. */
export const SECURED_CONFIRM_SECONDS = 5;

interface SecuredButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  children: ReactNode;
  /** The label while waiting for the second press, given the seconds left. */
  confirmLabel: (secondsLeft: number) => ReactNode;
  onConfirm: () => unknown;
  'aria-label'?: string;
}

/**
 * A destructive action in two presses: the first starts a 5-second countdown showing the confirm
 * label; a second press within the window runs the action (spinner while it is pending); after
 * 5 seconds the button returns to its first state.
 */
export function SecuredButton({
  children,
  confirmLabel,
  onConfirm,
  'aria-label': ariaLabel,
  ...props
}: SecuredButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    if (pending) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(SECURED_CONFIRM_SECONDS);
      return;
    }
    setSecondsLeft(0);
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };

  const confirming = secondsLeft > 0;
  return (
    <Button
      {...props}
      variant={confirming ? 'filled' : props.variant}
      loading={pending || props.loading}
      onClick={onClick}
      aria-live="polite"
      aria-label={confirming ? undefined : ariaLabel}
    >
      {confirming ? confirmLabel(secondsLeft) : children}
    </Button>
  );
}
