import { Button, Group, TextInput } from '@mantine/core';
import { normalizeIban } from '@orbite/domain/validators';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** An IBAN as shown while typing: normalized (no separators, upper case), by groups of 4. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the caret goes in `formatted` to stay after the same `count` characters (spaces skipped). */
function caretAfter(formatted: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (seen === count) return i;
    if (formatted[i] !== ' ') seen++;
  }
  return formatted.length;
}

/**
 * An IBAN field formatted by groups of 4 while typing. `value` null means "keep the stored IBAN":
 * the field then shows `masked` (the stored IBAN is never read back) and an edit button that opens
 * an empty field; `onCancelEdit` goes back to the mask.
 */
export function IbanInput({
  value,
  onChange,
  masked,
  label,
  editLabel,
  cancelEditLabel,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  masked?: string | null;
  label: string;
  editLabel: string;
  cancelEditLabel: string;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  if (value === null && masked) {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput label={label} value={masked} readOnly error={error} style={{ flex: 1 }} data-testid="iban-masked" />
        <Button variant="default" onClick={() => onChange('')} disabled={disabled} mb={error ? 22 : 0}>
          {editLabel}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <TextInput
        ref={input}
        label={label}
        value={value ?? ''}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          const before = normalizeIban(raw.slice(0, event.currentTarget.selectionStart ?? raw.length)).length;
          const formatted = formatIban(raw);
          caret.current = caretAfter(formatted, before);
          onChange(formatted);
        }}
        error={error}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        style={{ flex: 1 }}
      />
      {masked ? (
        <Button variant="subtle" onClick={() => onChange(null)} disabled={disabled} mb={error ? 22 : 0}>
          {cancelEditLabel}
        </Button>
      ) : null}
    </Group>
  );
}
