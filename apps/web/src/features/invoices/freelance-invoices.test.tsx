import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { FreelanceInvoices } from './freelance-invoices';
import { MY_INVOICES } from './invoice-operations';

const variables = { filter: {}, offset: 0, limit: 25 };

const invoice = {
  __typename: 'Invoice',
  id: '12',
  number: 'AF-2026-000004',
  kind: 'invoice',
  flow: 'freelanceToPlatform',
  status: 'paid',
  overdue: false,
  issuerName: 'Karim Benali EI',
  recipientName: 'Orbite SAS',
  periodStart: '2026-09-01',
  periodEnd: '2026-09-30',
  issueDate: '2026-10-04',
  dueDate: '2026-11-03',
  totalExclVat: 9000,
  vat: 1800,
  totalInclVat: 10800,
  paidAt: '2026-10-20T10:00:00.000Z',
  paidAmount: 10800,
  pdfUrl: '/invoice-files/12.pdf',
  facturxUrl: '/invoice-files/12?format=facturx',
  remindersSent: 0,
  lastReminderOn: null,
  penalties: null,
  viewerCan: { __typename: 'InvoiceViewerCan', markPaid: false, credit: false, remind: false },
};

const page = (items: (typeof invoice)[]) => ({
  myInvoices: {
    __typename: 'InvoicePage',
    count: items.length,
    counts: { __typename: 'InvoiceCounts', draft: 0, issued: 0, paid: items.length, cancelled: 0, overdue: 0 },
    items,
  },
});

function renderInvoices(mock: MockedResponse) {
  return render(
    <MockedProvider mocks={[mock]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <FreelanceInvoices id="invoices" />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

afterEach(cleanup);

describe('FreelanceInvoices', () => {
  it('lists the freelancer’s invoices with their parties, amounts, status and downloads', async () => {
    renderInvoices({ request: { query: MY_INVOICES, variables }, result: { data: page([invoice]) } });
    expect(screen.getByRole('heading', { name: 'Vos factures' })).toBeTruthy();
    const row = (await screen.findByText('AF-2026-000004')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Freelance → Orbite')).toBeTruthy();
    expect(within(row).getByText('Orbite SAS')).toBeTruthy();
    expect(within(row).getByText('Payée')).toBeTruthy();
    expect(within(row).getByText(/10\s800,00\s€/)).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Télécharger le PDF de la facture AF-2026-000004' }).getAttribute('href'),
    ).toBe('/invoice-files/12.pdf');
    expect(
      within(row)
        .getByRole('link', { name: 'Télécharger le Factur-X de la facture AF-2026-000004' })
        .getAttribute('href'),
    ).toBe('/invoice-files/12?format=facturx');
    expect(document.getElementById('invoices')).toBeTruthy();
  });

  it('says when there is no invoice yet', async () => {
    renderInvoices({ request: { query: MY_INVOICES, variables }, result: { data: page([]) } });
    expect(await screen.findByText(/Aucune facture pour le moment/)).toBeTruthy();
  });

  it('offers to retry when the invoices cannot be loaded', async () => {
    renderInvoices({ request: { query: MY_INVOICES, variables }, error: new Error('offline') });
    expect(await screen.findByText('Impossible de charger les factures.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
