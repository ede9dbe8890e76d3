import { TextInput, type TextInputProps } from '@mantine/core';
import { formatSiren, sirenOf } from '@orbite/domain/vat';
import type { ReactNode } from 'react';

/** Digits and spaces of a SIRET, 14 digits at most (the spaces a user types are kept). */
const SIRET_MAX_CHARS = 17;

/**
 * A SIRET field showing, under it, the SIREN (its first 9 digits) grouped by 3 (spec 002).
 * `sirenLabel` words the helper: (siren) => `SIREN : ${siren}`.
 */
export function SiretInput({
  value,
  onChange,
  sirenLabel,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'description'> & {
  value: string;
  onChange: (value: string) => void;
  sirenLabel: (siren: string) => ReactNode;
}) {
  const siren = sirenOf(value);
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={SIRET_MAX_CHARS}
      description={siren ? <span data-testid="siren-helper">{sirenLabel(formatSiren(siren))}</span> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
