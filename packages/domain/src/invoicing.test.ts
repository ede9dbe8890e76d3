import { describe, expect, it } from 'vitest';
import {
  decimalComma,
  dueDateOf,
  ecbRateOn,
  formatEuros,
  invoiceMentions,
  invoiceNumber,
  invoiceTotals,
  isOverdue,
  latePenalty,
  lineTotalCents,
  monthPeriod,
  reminderDue,
  sirenOf,
  VAT_EXEMPTION_MENTION,
} from './invoicing';

describe('invoice totals', () => {
  it('rounds each line once, then the VAT once per rate', () => {
    const totals = invoiceTotals([
      { label: 'a', quantity: 1, unit: 'day', unitPriceCents: 33333, vatRate: 20 },
      { label: 'b', quantity: 1, unit: 'day', unitPriceCents: 33333, vatRate: 20 },
      { label: 'c', quantity: 1, unit: 'day', unitPriceCents: 33333, vatRate: 20 },
    ]);
    // 3 × 333.33 = 999.99; VAT on the rate's base 199.998 -> 200.00 (per line it would be 3 × 66.67 = 200.01).
    expect(totals.totalExclVatCents).toBe(99999);
    expect(totals.vatCents).toBe(20000);
    expect(totals.totalInclVatCents).toBe(119999);
    expect(totals.lines.map((l) => l.vatCents)).toEqual([6667, 6667, 6666]);
    expect(totals.lines.reduce((s, l) => s + l.vatCents, 0)).toBe(totals.vatCents);
  });

  it('handles half days and quantities with 3 decimals', () => {
    expect(lineTotalCents(0.5, 58824)).toBe(29412);
    expect(lineTotalCents(10.5, 58824)).toBe(617652);
    expect(lineTotalCents(0.125, 10001)).toBe(1250); // 1250.125 -> 1250
    expect(lineTotalCents(0.375, 10004)).toBe(3752); // 3751.5 -> 3752 (half away from zero)
  });

  it('keeps one breakdown per rate, exempt lines at 0', () => {
    const totals = invoiceTotals([
      { label: 'days', quantity: 18.5, unit: 'day', unitPriceCents: 47500, vatRate: 0 },
      { label: 'fee', quantity: 1, unit: 'unit', unitPriceCents: 2900, vatRate: 20 },
    ]);
    expect(totals.vat).toEqual([
      { vatRate: 20, baseCents: 2900, vatCents: 580 },
      { vatRate: 0, baseCents: 878750, vatCents: 0 },
    ]);
    expect(totals.totalInclVatCents).toBe(878750 + 2900 + 580);
  });
});

describe('due dates', () => {
  it('counts the delay from the issue date upon receipt', () => {
    expect(dueDateOf('2026-03-31', 0, 'uponReceipt')).toBe('2026-03-31');
    expect(dueDateOf('2026-03-31', 30, 'uponReceipt')).toBe('2026-04-30');
    expect(dueDateOf('2026-01-31', 60, 'uponReceipt')).toBe('2026-04-01');
  });
  it('ends the month after the delay (45 jours fin de mois)', () => {
    expect(dueDateOf('2026-01-10', 45, 'endOfMonth')).toBe('2026-02-28');
    expect(dueDateOf('2028-01-10', 45, 'endOfMonth')).toBe('2028-02-29'); // leap year
    expect(dueDateOf('2026-04-30', 0, 'endOfMonth')).toBe('2026-04-30');
    expect(dueDateOf('2026-12-15', 30, 'endOfMonth')).toBe('2027-01-31');
  });
  it('moves to the 15th of the next month', () => {
    expect(dueDateOf('2026-01-31', 0, 'fifteenthOfNextMonth')).toBe('2026-02-15');
    expect(dueDateOf('2026-12-20', 30, 'fifteenthOfNextMonth')).toBe('2027-02-15');
    expect(dueDateOf('2028-01-30', 30, 'fifteenthOfNextMonth')).toBe('2028-03-15'); // 29 Feb + 1 month
  });
});

describe('numbers and identities', () => {
  it('formats numbers per kind, year and sequence', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('F-2026-000123');
    expect(invoiceNumber('creditNote', 2026, 124)).toBe('AV-2026-000124');
  });
  it('derives the SIREN from the SIRET', () => {
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
    expect(sirenOf(null)).toBeNull();
  });
  it('prints the exemption mention only for exempt issuers', () => {
    expect(invoiceMentions({ vatExempt: true, selfBilled: true })).toContain(VAT_EXEMPTION_MENTION);
    expect(invoiceMentions({ vatExempt: false, selfBilled: false })).not.toContain(VAT_EXEMPTION_MENTION);
  });
  it('formats French amounts', () => {
    expect(formatEuros(123450)).toBe('1\u202f234,50 €');
    expect(formatEuros(-5)).toBe('-0,05 €');
    expect(decimalComma(-123405)).toBe('-1234,05');
    expect(monthPeriod('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
});

describe('late payment', () => {
  it('takes the ECB rate of the semester', () => {
    expect(ecbRateOn('2024-06-30')).toBe(450);
    expect(ecbRateOn('2024-07-01')).toBe(425);
    expect(ecbRateOn('2025-03-01')).toBe(315);
  });
  it('prorates per day and across a semester change', () => {
    // 10 000.00 EUR due 2024-12-21: 10 days at 14.25 % (to 31 Dec), then 10 days at 13.15 %.
    const penalty = latePenalty(1_000_000, '2024-12-21', '2025-01-10');
    expect(penalty.daysLate).toBe(20);
    expect(penalty.periods.map((p) => [p.days, p.rateBasisPoints])).toEqual([
      [10, 1425],
      [10, 1315],
    ]);
    // 10 000 × (10 × 0.1425 + 10 × 0.1315) / 365 = 75.068... -> 75.07
    expect(penalty.penaltyCents).toBe(7507);
    expect(penalty.indemnityCents).toBe(4000);
  });
  it('costs nothing before the due date', () => {
    expect(latePenalty(100_000, '2026-05-31', '2026-05-31')).toMatchObject({ penaltyCents: 0, indemnityCents: 0 });
  });
  it('reminds 3, 15 and 30 days after the due date', () => {
    expect(reminderDue('2026-05-01', '2026-05-03', 0)).toBeNull();
    expect(reminderDue('2026-05-01', '2026-05-04', 0)).toBe(1);
    expect(reminderDue('2026-05-01', '2026-05-10', 1)).toBeNull();
    expect(reminderDue('2026-05-01', '2026-05-16', 1)).toBe(2);
    expect(reminderDue('2026-05-01', '2026-06-20', 3)).toBeNull();
    expect(isOverdue('issued', '2026-05-01', '2026-05-02')).toBe(true);
    expect(isOverdue('paid', '2026-05-01', '2026-05-02')).toBe(false);
  });
});
