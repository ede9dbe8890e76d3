import { Stack, Switch, TextInput } from '@mantine/core';
import { frenchVatNumberOf, sirenOf } from '@orbite/domain/vat';
import type { ReactNode } from 'react';

export interface VatValue {
  isVatSubject: boolean;
  vatNumber: string;
}

/**
 * The VAT switch and number. Turning VAT on with no number pre-fills the French number the domain
 * deduces from the SIREN of `siret` (spec 002: FR, check digits or XX, SIREN). The number field
 * shows only while VAT is on.
 */
export function VatInput({
  value,
  onChange,
  siret,
  switchLabel,
  numberLabel,
  error,
  disabled,
}: {
  value: VatValue;
  onChange: (value: VatValue) => void;
  siret: string;
  switchLabel: string;
  numberLabel: string;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Switch
        label={switchLabel}
        checked={value.isVatSubject}
        disabled={disabled}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          const vatNumber = on && value.vatNumber.trim() === '' ? frenchVatNumberOf(sirenOf(siret)) : value.vatNumber;
          onChange({ isVatSubject: on, vatNumber });
        }}
      />
      {value.isVatSubject ? (
        <TextInput
          label={numberLabel}
          value={value.vatNumber}
          onChange={(event) => onChange({ ...value, vatNumber: event.currentTarget.value.toUpperCase() })}
          error={error}
          disabled={disabled}
          autoComplete="off"
          required
        />
      ) : null}
    </Stack>
  );
}
