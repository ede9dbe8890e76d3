import { formatFrenchDate } from '@orbite/domain/french-date';
import type { AddressValue } from '../addresses/addresses.schema';

/** Plain spaces instead of the narrow no-break spaces of Intl: every PDF reader copies them alike. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const longDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const parisTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Paris',
  timeZoneName: 'short',
});
const regions = new Intl.DisplayNames(['fr'], { type: 'region' });

/** 1234.5 -> "1 234,50 €". */
export const formatEuros = (amount: number) => plainSpaces(euros.format(amount));

/** "2026-03-01" -> "1er mars 2026". */
export const formatDay = (day: string) => plainSpaces(formatFrenchDate(longDay, new Date(`${day}T00:00:00Z`)));

/** An instant in Paris time: "14/03/2026 10:42:07 UTC+1". */
export const formatParisTime = (instant: Date) => plainSpaces(parisTime.format(instant));

/** "FR" -> "France". */
export function countryName(iso: string | null | undefined): string {
  if (!iso) return '';
  try {
    return regions.of(iso.toUpperCase()) ?? iso;
  } catch {
    return iso;
  }
}

export function formatAddress(address: AddressValue | null | undefined): string {
  if (!address) return 'non renseignée';
  const city = [address.zipCode, address.city].filter(Boolean).join(' ');
  const country =
    address.countryIso && address.countryIso.toUpperCase() !== 'FR' ? countryName(address.countryIso) : '';
  return [address.street, city, country].filter(Boolean).join(', ') || 'non renseignée';
}

const legalFormLabels: Record<string, string> = {
  sa: 'SA',
  sas: 'SAS',
  sarl: 'SARL',
  ae: 'entreprise individuelle (micro-entrepreneur)',
  ei: 'entreprise individuelle',
  eirl: 'EIRL',
  eurl: 'EURL',
  sasu: 'SASU',
  sau: 'SAU',
  gie: 'GIE',
  societeDroitEtranger: 'société de droit étranger',
  other: 'autre forme juridique',
};

export const legalFormLabel = (form: string | null | undefined) => (form && legalFormLabels[form]) || 'non renseignée';

/** "12345678900012" -> "123 456 789 00012". */
export function formatSiret(siret: string | null | undefined): string {
  const digits = (siret ?? '').replace(/\D/g, '');
  if (digits.length !== 14) return siret || 'non renseigné';
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

const workplaceLabels: Record<string, string> = {
  onSite: 'sur site, dans les locaux du Client',
  remote: 'à distance',
  partialRemote: 'en partie sur site, en partie à distance',
};

export const workplaceLabel = (workplace: string | null | undefined) =>
  (workplace && workplaceLabels[workplace]) || 'à convenir entre les Parties';

/** Folds case and accents: what a typed name is compared on. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A typed name matches a person when it holds the same words, whatever the case, accents and order. */
export function typedNameMatches(typed: string, firstName: string, lastName: string): boolean {
  const words = (value: string) => foldName(value).split(' ').filter(Boolean).sort().join(' ');
  const expected = words(`${firstName} ${lastName}`);
  return expected.length > 0 && words(typed) === expected;
}
