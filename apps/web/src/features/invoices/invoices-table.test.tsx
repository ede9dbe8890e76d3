import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import type { InvoiceItem } from './invoice-operations';
import { InvoicesTable } from './invoices-table';

const base: InvoiceItem = {
  id: '7',
  number: 'F-2026-000011',
  kind: 'invoice',
  flow: 'platformToCorporate',
  status: 'issued',
  overdue: true,
  issuerName: 'Orbite SAS',
  recipientName: 'Pivot Finance SAS',
  periodStart: '2026-09-01',
  periodEnd: '2026-09-30',
  issueDate: '2026-10-04',
  dueDate: '2026-11-03',
  totalExclVat: 12705.84,
  vat: 2541.17,
  totalInclVat: 15247.01,
  paidAt: null,
  paidAmount: null,
  pdfUrl: '/invoice-files/7.pdf',
  facturxUrl: '/invoice-files/7?format=facturx',
  remindersSent: 2,
  lastReminderOn: null,
  penalties: null,
  viewerCan: { markPaid: false, credit: false, remind: false },
};

function renderTable(invoices: InvoiceItem[]) {
  return render(
    <MantineProvider>
      <IntlProvider locale="fr-FR" messages={fr}>
        <InvoicesTable invoices={invoices} loading={false} empty="Rien" />
      </IntlProvider>
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('InvoicesTable', () => {
  it('shows an overdue invoice with its amounts and both downloads', () => {
    renderTable([base]);
    const row = screen.getByText('F-2026-000011').closest('tr') as HTMLElement;
    expect(within(row).getByText('En retard')).toBeTruthy();
    expect(within(row).getByText(/15\s247,01\s€/)).toBeTruthy();
    // The period as every list writes days, what the two share written once.
    expect(within(row).getByText(/^1\s?–\s?30 sept\. 2026$/)).toBeTruthy();
    // The due day under the issue day, in red once passed.
    const due = within(row).getByText('3 nov. 2026');
    expect(due.textContent).toBe('Échéance : 3 nov. 2026');
    expect(due.getAttribute('style')).toMatch(/red/);
    expect(
      within(row).getByRole('link', { name: 'Télécharger le PDF de la facture F-2026-000011' }).getAttribute('href'),
    ).toBe('/invoice-files/7.pdf');
    expect(
      within(row)
        .getByRole('link', { name: 'Télécharger le Factur-X de la facture F-2026-000011' })
        .getAttribute('href'),
    ).toBe('/invoice-files/7?format=facturx');
  });

  it('marks credit notes and says when nothing is there', () => {
    renderTable([
      { ...base, id: '8', kind: 'creditNote', number: 'AV-2026-000012', overdue: false, totalInclVat: -10 },
    ]);
    expect(screen.getByText('Avoir')).toBeTruthy();
    cleanup();
    renderTable([]);
    expect(screen.getByText('Rien')).toBeTruthy();
  });
});
