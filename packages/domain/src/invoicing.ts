/**
 * Invoicing rules (docs/decisions.md, "Invoicing"): line and invoice totals, VAT rounding, due
 * dates, invoice numbers, late-payment penalties and the legal mentions of a French invoice.
 *
 * VAT is rounded the way EN 16931 (BR-CO-17) and French accountants expect: each line's amount
 * excluding VAT is rounded to the cent, then for each VAT rate the VAT is computed once on the sum
 * of that rate's lines and rounded to the cent. The VAT of a line is that rate's VAT shared out over
 * its lines (the last line takes the rounding rest), so that lines, rates and totals always add up.
 */
import { addDays, type CalendarDay, daysBetween } from './calendar-day';
import { type Cents, divideRounded, multiplyDivide, toScaled } from './money';

/** The payment delays a client company may choose, in days. */
export const paymentDelays = [0, 30, 45, 60] as const;
export type PaymentDelay = (typeof paymentDelays)[number];

export const paymentConditions = ['uponReceipt', 'endOfMonth', 'fifteenthOfNextMonth'] as const;
export type PaymentCondition = (typeof paymentConditions)[number];

export const invoiceStatuses = ['draft', 'issued', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceKinds = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The flows of the resale model: the freelancer invoices the platform (auto-billing mandate), the
 * platform invoices the client, and (only for deals with a freelancer flat fee) the platform
 * invoices the freelancer its flat fee.
 */
export const invoiceFlows = ['freelanceToPlatform', 'platformToCorporate', 'platformToFreelance'] as const;
export type InvoiceFlow = (typeof invoiceFlows)[number];

/** The standard French VAT rate, in percent. */
export const STANDARD_VAT_RATE = 20;
/** The fixed recovery indemnity owed for each late invoice (Code de commerce, art. D. 441-5). */
export const RECOVERY_INDEMNITY_CENTS: Cents = 4000;
/** Points added to the ECB rate for late-payment penalties (Code de commerce, art. L. 441-10). */
export const LATE_PENALTY_POINTS = 10;
/** Days after the due date when an overdue client invoice is reminded. */
export const REMINDER_DAYS_AFTER_DUE = [3, 15, 30] as const;

export const VAT_EXEMPTION_MENTION = 'TVA non applicable, art. 293 B du CGI';
export const REVERSE_CHARGE_MENTION = 'Autoliquidation : TVA due par le preneur (art. 283-2 du CGI)';
export const LATE_PENALTY_MENTION =
  'En cas de retard de paiement, pénalités au taux BCE + 10 points ; indemnité forfaitaire pour frais de recouvrement de 40 €';
export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé';
export const SELF_BILLING_MENTION =
  'Autofacturation : facture émise par la plateforme au nom et pour le compte du prestataire';

/**
 * The main refinancing rate of the European Central Bank in force on the first day of each
 * semester, in basis points (400 is 4.00 %). The team adds a line each January and July.
 */
export const ECB_RATES: readonly { from: CalendarDay; basisPoints: number }[] = [
  { from: '2023-07-01', basisPoints: 400 },
  { from: '2024-01-01', basisPoints: 450 },
  { from: '2024-07-01', basisPoints: 425 },
  { from: '2025-01-01', basisPoints: 315 },
  { from: '2025-07-01', basisPoints: 215 },
  { from: '2026-01-01', basisPoints: 215 },
  { from: '2026-07-01', basisPoints: 215 },
];

/** The ECB rate of the semester of `day` (the latest known one after the table ends). */
export function ecbRateOn(day: CalendarDay): number {
  let rate = ECB_RATES[0]?.basisPoints ?? 0;
  for (const entry of ECB_RATES) if (entry.from <= day) rate = entry.basisPoints;
  return rate;
}

/** The late-payment penalty rate of a day, in basis points: ECB + 10 points. */
export function latePenaltyRateOn(day: CalendarDay): number {
  return ecbRateOn(day) + LATE_PENALTY_POINTS * 100;
}

export interface LineInput {
  label: string;
  /** Days or units, up to 3 decimals (0.5 day). */
  quantity: number;
  unit: 'day' | 'unit';
  unitPriceCents: Cents;
  /** Percent: 20, 0. */
  vatRate: number;
}

export interface InvoiceLineTotals extends LineInput {
  totalExclVatCents: Cents;
  vatCents: Cents;
}

export interface VatBreakdown {
  vatRate: number;
  baseCents: Cents;
  vatCents: Cents;
}

export interface InvoiceTotals {
  lines: InvoiceLineTotals[];
  vat: VatBreakdown[];
  totalExclVatCents: Cents;
  vatCents: Cents;
  totalInclVatCents: Cents;
}

/** A line's amount excluding VAT: quantity × unit price, rounded once to the cent. */
export function lineTotalCents(quantity: number, unitPriceCents: Cents): Cents {
  return multiplyDivide(toScaled(quantity, 3), unitPriceCents, 1000);
}

/** VAT of an amount at a rate in percent (2 decimals), rounded half away from zero. */
export function vatOf(baseCents: Cents, vatRate: number): Cents {
  return multiplyDivide(baseCents, toScaled(vatRate, 2), 10_000);
}

/** Totals of an invoice: lines rounded, VAT per rate on the rate's base, shared back over the lines. */
export function invoiceTotals(inputs: readonly LineInput[]): InvoiceTotals {
  const lines: InvoiceLineTotals[] = inputs.map((line) => ({
    ...line,
    totalExclVatCents: lineTotalCents(line.quantity, line.unitPriceCents),
    vatCents: 0,
  }));
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => b - a);
  const vat = rates.map((vatRate) => {
    const ofRate = lines.filter((line) => line.vatRate === vatRate);
    const baseCents = ofRate.reduce((sum, line) => sum + line.totalExclVatCents, 0);
    const vatCents = vatOf(baseCents, vatRate);
    let rest = vatCents;
    ofRate.forEach((line, index) => {
      line.vatCents = index === ofRate.length - 1 ? rest : vatOf(line.totalExclVatCents, vatRate);
      rest -= line.vatCents;
    });
    return { vatRate, baseCents, vatCents };
  });
  const totalExclVatCents = vat.reduce((sum, rate) => sum + rate.baseCents, 0);
  const vatCents = vat.reduce((sum, rate) => sum + rate.vatCents, 0);
  return { lines, vat, totalExclVatCents, vatCents, totalInclVatCents: totalExclVatCents + vatCents };
}

/** The same totals with the opposite sign: the credit note that cancels an invoice. */
export function negatedLine<T extends { quantity: number; totalExclVatCents: Cents; vatCents: Cents }>(line: T): T {
  return { ...line, quantity: -line.quantity, totalExclVatCents: -line.totalExclVatCents, vatCents: -line.vatCents };
}

function lastDayOfMonth(day: CalendarDay): CalendarDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

function fifteenthOfNextMonth(day: CalendarDay): CalendarDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 15));
  return next.toISOString().slice(0, 10);
}

/**
 * The due date of an invoice: the delay runs from the issue date, then the conditions apply
 * (uponReceipt: that day; endOfMonth: the last day of that month, "45 jours fin de mois";
 * fifteenthOfNextMonth: the 15th of the following month).
 */
export function dueDateOf(issueDate: CalendarDay, delay: number, conditions: PaymentCondition): CalendarDay {
  const base = addDays(issueDate, delay);
  if (conditions === 'endOfMonth') return lastDayOfMonth(base);
  if (conditions === 'fifteenthOfNextMonth') return fifteenthOfNextMonth(base);
  return base;
}

/** Invoices show their flow's prefix; credit notes share their issuer's sequence. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${kind === 'creditNote' ? 'AV' : 'F'}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The sequence key of an issuer: the platform, or a freelancer's company (auto-billing). */
export function issuerKeyOf(issuer: { platform: true } | { freelanceCompanyId: number }): string {
  return 'platform' in issuer ? 'platform' : `freelance-company:${issuer.freelanceCompanyId}`;
}

/** The SIREN of a SIRET (its first 9 digits). */
export function sirenOf(siret: string | null | undefined): string | null {
  const digits = (siret ?? '').replace(/\s/g, '');
  return digits.length >= 9 ? digits.slice(0, 9) : null;
}

export function isOverdue(status: InvoiceStatus, dueDate: CalendarDay | null, today: CalendarDay): boolean {
  return status === 'issued' && dueDate != null && dueDate < today;
}

export interface LatePenalty {
  daysLate: number;
  penaltyCents: Cents;
  indemnityCents: Cents;
  /** Days late per rate (basis points), to show how the penalty was computed. */
  periods: { from: CalendarDay; to: CalendarDay; days: number; rateBasisPoints: number }[];
}

/**
 * Late-payment penalties on an amount due: each day late (from the day after the due date up to
 * `until` included) costs amount × (ECB rate of its semester + 10 points) / 365, summed exactly and
 * rounded once; plus the 40 EUR indemnity once the invoice is late.
 */
export function latePenalty(amountCents: Cents, dueDate: CalendarDay, until: CalendarDay): LatePenalty {
  const daysLate = Math.max(0, daysBetween(dueDate, until));
  const periods: LatePenalty['periods'] = [];
  for (let i = 1; i <= daysLate; i++) {
    const day = addDays(dueDate, i);
    const rate = latePenaltyRateOn(day);
    const last = periods[periods.length - 1];
    if (last && last.rateBasisPoints === rate) {
      last.to = day;
      last.days += 1;
    } else periods.push({ from: day, to: day, days: 1, rateBasisPoints: rate });
  }
  const weighted = periods.reduce((sum, period) => sum + BigInt(period.days * period.rateBasisPoints), 0n);
  const penaltyCents = Number(divideRounded(BigInt(amountCents) * weighted, 365n * 10_000n));
  return { daysLate, penaltyCents, indemnityCents: daysLate > 0 ? RECOVERY_INDEMNITY_CENTS : 0, periods };
}

/** The reminder due on `today` for an invoice already reminded `remindersSent` times, if any. */
export function reminderDue(dueDate: CalendarDay, today: CalendarDay, remindersSent: number): number | null {
  const next = REMINDER_DAYS_AFTER_DUE[remindersSent];
  if (next === undefined) return null;
  return daysBetween(dueDate, today) >= next ? remindersSent + 1 : null;
}

/** The mentions a French invoice carries, for the issuer's VAT situation. */
export function invoiceMentions(options: { vatExempt: boolean; selfBilled: boolean }): string[] {
  return [
    ...(options.selfBilled ? [SELF_BILLING_MENTION] : []),
    ...(options.vatExempt ? [VAT_EXEMPTION_MENTION] : []),
    LATE_PENALTY_MENTION,
    NO_DISCOUNT_MENTION,
  ];
}

/** First and last days of a month 'YYYY-MM'. */
export function monthPeriod(month: string): { start: CalendarDay; end: CalendarDay } {
  const start = `${month}-01`;
  return { start, end: lastDayOfMonth(start) };
}

/** Euros from cents, French style (1 234,50 €), for PDFs and CSVs. */
export function formatEuros(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${negative ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/** A decimal with a comma (accounting CSV): 1234.5 EUR as cents 123450 gives "1234,50". */
export function decimalComma(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
