import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { useSession } from '../session/session-context';

type Tips = Record<string, boolean>;

export const TEAM_TIPS: TypedDocumentNode<
  { me: { id: string; teamMember: { id: string; tips: Tips | null } | null } | null },
  Record<string, never>
> = gql`
  query TeamTips {
    me {
      id
      teamMember {
        id
        tips
      }
    }
  }
`;

export const MARK_TIP_AS_READ: TypedDocumentNode<
  { markTipAsRead: { __typename?: 'TeamMember'; id: string; tips: Tips | null } },
  { tip: string }
> = gql`
  mutation MarkTipAsRead($tip: String!) {
    markTipAsRead(tip: $tip) {
      id
      tips
    }
  }
`;

/** Whether the team member's tips are known (or the viewer is no team member): a `TeamTip` shown now will not appear later. */
export function useTeamTipsKnown(): boolean {
  const { user } = useSession();
  const isTeam = Boolean(user?.teamMember) && !user?.impersonating;
  const { data, error } = useQuery(TEAM_TIPS, { skip: !isTeam, fetchPolicy: 'cache-first' });
  return !isTeam || data !== undefined || error !== undefined;
}

/**
 * A one-time tip for team members: shown until they dismiss it, then never again (the dismissal is
 * saved on their profile, and hidden at once without waiting for the server).
 */
export function TeamTip({ tip, mb }: { tip: string; mb?: string }) {
  const t = useT();
  const { user } = useSession();
  const isTeam = Boolean(user?.teamMember) && !user?.impersonating;
  const { data } = useQuery(TEAM_TIPS, { skip: !isTeam, fetchPolicy: 'cache-first' });
  const [markAsRead] = useMutation(MARK_TIP_AS_READ, { context: { silent: true } });
  const member = data?.me?.teamMember;
  if (!isTeam || !member || member.tips?.[tip]) return null;
  const dismiss = () =>
    markAsRead({
      variables: { tip },
      optimisticResponse: {
        markTipAsRead: { __typename: 'TeamMember', id: member.id, tips: { ...member.tips, [tip]: true } },
      },
    }).catch(() => {});
  return (
    <Alert
      color="orbite"
      variant="light"
      radius="md"
      icon={<IconBulb size={18} aria-hidden />}
      title={t(`activity.tip.${tip}.title`)}
      withCloseButton
      closeButtonLabel={t('activity.tip.close')}
      onClose={dismiss}
      mb={mb}
      data-testid={`team-tip-${tip}`}
    >
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Text size="sm">{t(`activity.tip.${tip}.body`)}</Text>
        <Button size="xs" variant="white" onClick={dismiss}>
          {t('activity.tip.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
