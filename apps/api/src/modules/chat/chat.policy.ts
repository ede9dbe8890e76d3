import type { UserRole } from '@orbite/domain/roles';

/** Who acts in the chat: enough for the rules below. */
export interface ChatCaller {
  userId: number;
  role: UserRole | null;
  /** The company of a corporate. */
  companyId: number | null;
  /** The freelance profile of a freelancer. */
  freelanceId: number | null;
  /** A corporate's `showMissions` flag (an admin may withhold it); true for everyone else. */
  showMissions: boolean;
}

export type ConversationKind = 'mission' | 'match' | 'direct';

/**
 * Who a conversation belongs to, read from the missions and matches modules: the company of the
 * mission, the freelancer (the contracted one of a mission, the one of a match) and whether each
 * side sees the match yet.
 */
export interface ConversationScope {
  kind: ConversationKind;
  companyId: number | null;
  freelanceId: number | null;
  visibleToCorporate: boolean;
  visibleToFreelance: boolean;
  participantUserIds: readonly number[];
}

/**
 * Whether someone belongs in a mission or match conversation: the client users of the mission's
 * company (with their missions flag; a match once it is shown to them) and the freelancer (the
 * contracted one of a mission, the one of a match once out of the team's preselection).
 */
export function belongsToConversation(caller: ChatCaller, scope: ConversationScope): boolean {
  if (scope.kind === 'direct') return false;
  if (caller.role === 'corporate')
    return (
      caller.showMissions &&
      caller.companyId !== null &&
      caller.companyId === scope.companyId &&
      (scope.kind === 'mission' || scope.visibleToCorporate)
    );
  if (caller.role === 'freelancer')
    return (
      caller.freelanceId !== null &&
      caller.freelanceId === scope.freelanceId &&
      (scope.kind === 'mission' || scope.visibleToFreelance)
    );
  return false;
}

/**
 * Reading a conversation and writing in it: the team reads every one (and joins by writing); a
 * direct conversation is its two people's; a mission or match conversation belongs to the people
 * of the mission or match as they are now (a corporate who lost the missions flag is out).
 */
export function canReadConversation(caller: ChatCaller, scope: ConversationScope): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === null) return false;
  if (scope.kind === 'direct') return scope.participantUserIds.includes(caller.userId);
  return belongsToConversation(caller, scope);
}

export const canPostInConversation = canReadConversation;

/** Who a direct conversation may be opened with. */
export interface DirectTarget {
  userId: number;
  role: UserRole | null;
  companyId: number | null;
}

/**
 * The team talks with anyone; corporates of one company with each other; a corporate and a
 * freelancer when they share a mission or a match (`shareMarket`, read by the service). Never
 * with oneself or an account without a role.
 */
export function canOpenDirectConversation(caller: ChatCaller, target: DirectTarget, shareMarket: boolean): boolean {
  if (caller.userId === target.userId || caller.role === null || target.role === null) return false;
  if (caller.role === 'chatUser' || target.role === 'chatUser') return false;
  if (caller.role === 'teamMember' || target.role === 'teamMember') return true;
  if (caller.role === 'corporate' && target.role === 'corporate')
    return caller.companyId !== null && caller.companyId === target.companyId;
  if (caller.role === 'freelancer' && target.role === 'freelancer') return false;
  return shareMarket;
}

/** Only its author edits or deletes a message, and a deleted message stays deleted. */
export function canChangeMessage(
  caller: Pick<ChatCaller, 'userId'>,
  message: { authorUserId: number | null; deletedAt: Date | null },
): boolean {
  return message.authorUserId === caller.userId && message.deletedAt === null;
}

/** The team searches everyone and everything to mention; others what they share a conversation with. */
export const mentionsEverything = (caller: Pick<ChatCaller, 'role'>) => caller.role === 'teamMember';
