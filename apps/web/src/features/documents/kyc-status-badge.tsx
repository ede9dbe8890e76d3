import { Badge } from '@mantine/core';
import type { KycStatus } from '@orbite/domain/enums';
import { useT } from '../../ui/use-t';

/** Colour of each KYC status: accepted green, refused and failed red, expired orange, pending blue. */
export const kycStatusColor: Record<KycStatus, string> = {
  notUploaded: 'gray',
  uploaded: 'orbite',
  uploadFail: 'danger',
  pendingOrbiteReview: 'orbite',
  orbiteAccepted: 'success',
  orbiteRefused: 'danger',
  expired: 'warning',
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const t = useT();
  return (
    <Badge
      color={kycStatusColor[status]}
      variant="light"
      c={status === 'expired' ? 'dark.7' : undefined}
      data-testid="kyc-status"
      data-status={status}
    >
      {t(`kyc.status.${status}`)}
    </Badge>
  );
}
