import { Badge } from '@mantine/core';
import { useT } from '../../ui/use-t';
import type { InvoiceItem } from './invoice-operations';

/** Whole in a narrow table column: a badge's label would otherwise end in « EN RETA… ». */
const whole = { whiteSpace: 'nowrap', overflow: 'visible' } as const;

const colors = { draft: 'gray', issued: 'blue', paid: 'green', cancelled: 'gray', overdue: 'red' } as const;

/** Draft, issued, paid, cancelled, or overdue (issued and past its due date). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceItem, 'status' | 'overdue' | 'kind'> }) {
  const t = useT();
  const status = invoice.overdue ? 'overdue' : invoice.status;
  if (invoice.kind === 'creditNote')
    return (
      <Badge color="grape" variant="light" style={whole} styles={{ label: whole }}>
        {t('invoices.kind.creditNote')}
      </Badge>
    );
  return (
    <Badge color={colors[status]} variant="light" style={whole} styles={{ label: whole }}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
