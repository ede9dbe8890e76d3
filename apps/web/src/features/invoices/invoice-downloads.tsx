import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconFileTypeXml } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { InvoiceItem } from './invoice-operations';

/** The PDF and Factur-X downloads of an invoice (links to the API, served with the session cookie). */
export function InvoiceDownloads({ invoice }: { invoice: Pick<InvoiceItem, 'number' | 'pdfUrl' | 'facturxUrl'> }) {
  const t = useT();
  const number = invoice.number ?? '';
  return (
    <Group gap={4} wrap="nowrap">
      {invoice.pdfUrl ? (
        <Tooltip label={t('invoices.download.pdf')}>
          <ActionIcon
            component="a"
            href={invoice.pdfUrl}
            download
            variant="subtle"
            aria-label={t('invoices.download.pdfOf', { number })}
          >
            <IconFileInvoice size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {invoice.facturxUrl ? (
        <Tooltip label={t('invoices.download.facturx')}>
          <ActionIcon
            component="a"
            href={invoice.facturxUrl}
            download
            variant="subtle"
            aria-label={t('invoices.download.facturxOf', { number })}
          >
            <IconFileTypeXml size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
