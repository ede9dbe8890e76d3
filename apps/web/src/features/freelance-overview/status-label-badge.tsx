import { Badge } from '@mantine/core';
import { type FreelanceStatus, statusLabelOf } from '@orbite/domain/freelance-status';
import { useT } from '../../ui/use-t';

/** The freelancer's status label (nothing once validated), per the domain rule. */
export function StatusLabelBadge({ status, preUser }: { status: FreelanceStatus | null; preUser?: boolean | null }) {
  const t = useT();
  const label = statusLabelOf({ status, preUser });
  if (!label) return null;
  const color = label.warning ? 'warning' : label.label === 'notValidated' ? 'orbite' : 'danger';
  return (
    <Badge color={color} variant="light" tt="none" c={label.warning ? 'dark.7' : undefined}>
      {t(`dashboard.statusLabel.${label.label}`)}
    </Badge>
  );
}
