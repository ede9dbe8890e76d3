import { Stack, Text } from '@mantine/core';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { useT } from '../../ui/use-t';
import { MissionStatusBadge } from '../market/status-badges';

/**
 * The deal sub-status of a mission in quotation (created, can validate, awaiting the team, signing,
 * signed). Deals arrive with issue 5: until then there is nothing to show, and nothing is invented.
 */
function QuotationDealStatus(_props: { missionId: string }) {
  return null;
}

/**
 * A mission's status as the lists and the page show it: the badge in the spec's colour, plus who
 * still owes a rating on a finished mission, plus the deal's progress on a mission in quotation.
 */
export function MissionStatusCell({
  id,
  status,
  missingRating,
  size = 'md',
}: {
  id: string;
  status: MissionStatus;
  missingRating: 'both' | 'freelance' | 'corporate' | null;
  size?: 'sm' | 'md';
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
      {status === 'quotation' ? <QuotationDealStatus missionId={id} /> : null}
    </Stack>
  );
}
