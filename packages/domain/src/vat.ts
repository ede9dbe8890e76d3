/** Length of a SIREN, the company registration number (the first 9 digits of a SIRET). */
export const SIREN_LENGTH = 9;

/**
 * The two check digits of a French VAT number: (12 + (SIREN mod 97) * 3) mod 97, padded to 2;
 * 'XX' when the input is not 9 digits (spaces ignored).
 */
export function frenchVatKeyOf(siren: string): string {
  const digits = siren.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return 'XX';
  const key = (12 + (Number(digits) % 97) * 3) % 97;
  return String(key).padStart(2, '0');
}

/**
 * The VAT number pre-filled when VAT is turned on with no number: 'FR' + check digits + SIREN
 * (404833048 gives FR83404833048); 'FRXX' + the input when the input is not 9 digits.
 */
export function frenchVatNumberOf(siren: string): string {
  return `FR${frenchVatKeyOf(siren)}${siren.replace(/\s/g, '')}`;
}

/** The SIREN inside a SIRET: its first 9 digits, spaces ignored (fewer when fewer were typed). */
export function sirenOf(siret: string): string {
  return siret.replace(/\D/g, '').slice(0, SIREN_LENGTH);
}

/** A SIRET for display: its SIREN grouped by 3, then the establishment's 5 digits ('404 833 048 00022'). */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\s/g, '');
  const nic = digits.slice(SIREN_LENGTH);
  return [formatSiren(digits.slice(0, SIREN_LENGTH)), nic].filter(Boolean).join(' ');
}

/** A SIREN grouped by 3 for display: '123 456 789'. */
export function formatSiren(siren: string): string {
  return (
    siren
      .replace(/\s/g, '')
      .match(/.{1,3}/g)
      ?.join(' ') ?? ''
  );
}
