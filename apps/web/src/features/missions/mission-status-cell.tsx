import { Stack, Text } from '@mantine/core';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { useT } from '../../ui/use-t';
import { DealSubStatusText, MissionDealSubStatus } from '../deals/deal-sub-status';
import { MissionStatusBadge } from '../market/status-badges';

/**
 * A mission's status as the lists and the page show it: the badge in the spec's colour, plus who
 * still owes a rating on a finished mission, plus the deal's progress on a mission in quotation.
 */
export function MissionStatusCell({
  id,
  status,
  missingRating,
  size = 'md',
  deal,
}: {
  id: string;
  status: MissionStatus;
  missingRating: 'both' | 'freelance' | 'corporate' | null;
  size?: 'sm' | 'md';
  /** The deal's progress when the caller's query has it (the lists): no query of its own then. */
  deal?: { dealSubStatus: string | null; ongoingStatus: string | null };
}) {
  const t = useT();
  return (
    <Stack gap={2} align="flex-start">
      <MissionStatusBadge status={status} size={size} style={{ whiteSpace: 'nowrap', overflow: 'visible' }} />
      {status === 'finished' && missingRating ? (
        <Text size="xs" c="dimmed">
          {t(`enum.missingRating.${missingRating}`)}
        </Text>
      ) : null}
      {status === 'quotation' || status === 'onGoing' ? (
        deal ? (
          <DealSubStatusText status={status} mission={deal} />
        ) : (
          <MissionDealSubStatus missionId={id} status={status} />
        )
      ) : null}
    </Stack>
  );
}
