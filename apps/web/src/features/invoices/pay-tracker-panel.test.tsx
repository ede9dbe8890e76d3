import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import type { PayTrackerMonth } from './invoice-operations';
import { MonthTimeline } from './pay-tracker-panel';

const month: PayTrackerMonth = {
  dealId: '1',
  missionId: '9',
  missionTitle: 'Data engineer senior',
  month: '2026-10',
  workedDays: 21,
  workLogValidatedOn: '2026-11-02',
  invoiceId: '55',
  invoiceNumber: 'F-2026-000055',
  invoiceIssuedOn: '2026-11-04',
  amount: 17136,
  clientDueOn: '2026-12-04',
  clientPaidOn: null,
  expectedPaymentOn: '2026-12-05',
  paidOn: null,
  step: 'invoiced',
};

describe('a month of the payment tracker', () => {
  it('lists its four steps in order, the ones behind it marked done for screen readers too', () => {
    renderWith(<MonthTimeline month={month} />);
    const steps = within(screen.getByRole('list', { name: /octobre 2026/i })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'CRA validé (fait)2 nov. 2026',
      'Facture émise (fait)4 nov. 2026 · F‑2026‑000055',
      '3Échéance clientÉchéance client le 4 déc. 2026',
      '4PaiementPrévu le 5 déc. 2026',
    ]);
  });
});
