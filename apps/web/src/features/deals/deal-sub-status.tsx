import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useT } from '../../ui/use-t';

const MISSION_DEAL_STATUS: TypedDocumentNode<
  { mission: { id: string; dealSubStatus: string | null; ongoingStatus: string | null } | null },
  { id: string }
> = gql`
  query MissionDealStatus($id: ID!) {
    mission(id: $id) {
      id
      dealSubStatus
      ongoingStatus
    }
  }
`;

/**
 * Under a mission's status badge: the deal's progress while in quotation (created, can validate,
 * awaiting the team, signing, signed), or the renewal outlook of an ongoing mission (renewing, ending).
 */
export function MissionDealSubStatus({ missionId, status }: { missionId: string; status: 'quotation' | 'onGoing' }) {
  const { data } = useQuery(MISSION_DEAL_STATUS, { variables: { id: missionId }, fetchPolicy: 'cache-first' });
  return <DealSubStatusText status={status} mission={data?.mission ?? undefined} />;
}

/** The line itself, for a list whose query already carries `dealSubStatus` and `ongoingStatus`. */
export function DealSubStatusText({
  status,
  mission,
}: {
  status: 'quotation' | 'onGoing';
  mission: { dealSubStatus: string | null; ongoingStatus: string | null } | undefined;
}) {
  const t = useT();
  const label =
    status === 'quotation'
      ? mission?.dealSubStatus && t(`deals.subStatus.${mission.dealSubStatus}`)
      : mission?.ongoingStatus && mission.ongoingStatus !== 'ongoing' && t(`deals.ongoing.${mission.ongoingStatus}`);
  if (!label) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="deal-sub-status">
      {label}
    </Text>
  );
}
