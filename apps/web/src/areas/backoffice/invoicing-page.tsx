import { BackofficeInvoicingView } from '../../features/invoices/backoffice-invoicing-view';

/** /backoffice/invoicing: every invoice by status, with payments, credit notes, reminders and the accounting export. */
export default function BackofficeInvoicingPage() {
  return <BackofficeInvoicingView />;
}
