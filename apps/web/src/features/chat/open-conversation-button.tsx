import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { OPEN_DIRECT_CONVERSATION, OPEN_MATCH_CONVERSATION, OPEN_MISSION_CONVERSATION } from './chat-operations';

export type ConversationTarget = { missionId: string } | { matchId: string } | { userId: string };

/** Where the messages of each environment open a conversation. */
export const conversationPaths = {
  freelancer: (id: string) => `/freelancer/messages/${id}`,
  enterprise: (id: string) => `/enterprise/messages/${id}`,
  backoffice: (id: string) => `/backoffice/conversation/${id}`,
};

/**
 * "Envoyer un message": opens (or creates) the conversation of a mission, a match or a person, then
 * goes to it in the environment's messages.
 */
export function OpenConversationButton({
  target,
  pathOf,
  ...props
}: { target: ConversationTarget; pathOf: (conversationId: string) => string } & ButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const options = { context: { silent: true } };
  const [openMission, mission] = useMutation(OPEN_MISSION_CONVERSATION, options);
  const [openMatch, match] = useMutation(OPEN_MATCH_CONVERSATION, options);
  const [openDirect, direct] = useMutation(OPEN_DIRECT_CONVERSATION, options);

  const open = async () => {
    const result =
      'missionId' in target
        ? (await openMission({ variables: target })).data?.openMissionConversation
        : 'matchId' in target
          ? (await openMatch({ variables: target })).data?.openMatchConversation
          : (await openDirect({ variables: target })).data?.openDirectConversation;
    if (result) navigate(pathOf(result.id));
    else addToast({ type: 'error', messageId: 'chat.open.failed' });
  };

  return (
    <Button
      variant="light"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      loading={mission.loading || match.loading || direct.loading}
      onClick={() => void open().catch(() => addToast({ type: 'error', messageId: 'chat.open.failed' }))}
      {...props}
    >
      {t('chat.open.action')}
    </Button>
  );
}

const FREELANCE_USER: TypedDocumentNode<{ freelance: { id: string; user: { id: string } } }, { id: string }> = gql`
  query ChatFreelanceUser($id: ID!) {
    freelance(id: $id) {
      id
      user {
        id
      }
    }
  }
`;

/** The team's "Envoyer un message" to a freelancer, known by their freelance id. */
export function MessageFreelancerButton({ freelanceId, ...props }: { freelanceId: string } & ButtonProps) {
  const { data } = useQuery(FREELANCE_USER, { variables: { id: freelanceId }, context: { silent: true } });
  const userId = data?.freelance.user.id;
  if (!userId) return null;
  return <OpenConversationButton target={{ userId }} pathOf={conversationPaths.backoffice} {...props} />;
}
