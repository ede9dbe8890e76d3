import { describe, expect, it } from 'vitest';
import {
  type ChatCaller,
  type ConversationScope,
  canChangeMessage,
  canOpenDirectConversation,
  canReadConversation,
} from './chat.policy';

const caller = (over: Partial<ChatCaller>): ChatCaller => ({
  userId: 1,
  role: null,
  companyId: null,
  freelanceId: null,
  showMissions: true,
  ...over,
});
const team = caller({ userId: 1, role: 'teamMember' });
const client = caller({ userId: 2, role: 'corporate', companyId: 10 });
const clientWithoutMissions = caller({ userId: 3, role: 'corporate', companyId: 10, showMissions: false });
const otherClient = caller({ userId: 4, role: 'corporate', companyId: 11 });
const freelancer = caller({ userId: 5, role: 'freelancer', freelanceId: 50 });
const otherFreelancer = caller({ userId: 6, role: 'freelancer', freelanceId: 60 });

const scope = (over: Partial<ConversationScope>): ConversationScope => ({
  kind: 'mission',
  companyId: 10,
  freelanceId: 50,
  visibleToCorporate: true,
  visibleToFreelance: true,
  participantUserIds: [],
  ...over,
});

describe('chat policy', () => {
  it('opens a mission conversation to the team, the company’s clients and the contracted freelancer', () => {
    const mission = scope({ kind: 'mission' });
    expect(canReadConversation(team, mission)).toBe(true);
    expect(canReadConversation(client, mission)).toBe(true);
    expect(canReadConversation(freelancer, mission)).toBe(true);
    expect(canReadConversation(otherClient, mission)).toBe(false);
    expect(canReadConversation(otherFreelancer, mission)).toBe(false);
    expect(canReadConversation(clientWithoutMissions, mission)).toBe(false);
    expect(canReadConversation(freelancer, scope({ kind: 'mission', freelanceId: null }))).toBe(false);
  });

  it('keeps a match conversation from a side that does not see the match yet', () => {
    const preselected = scope({ kind: 'match', visibleToCorporate: false, visibleToFreelance: false });
    expect(canReadConversation(team, preselected)).toBe(true);
    expect(canReadConversation(client, preselected)).toBe(false);
    expect(canReadConversation(freelancer, preselected)).toBe(false);
    const presented = scope({ kind: 'match' });
    expect(canReadConversation(client, presented)).toBe(true);
    expect(canReadConversation(freelancer, presented)).toBe(true);
    expect(canReadConversation(otherFreelancer, presented)).toBe(false);
  });

  it('keeps a direct conversation to its two people and the team', () => {
    const direct = scope({ kind: 'direct', companyId: null, freelanceId: null, participantUserIds: [2, 5] });
    expect(canReadConversation(client, direct)).toBe(true);
    expect(canReadConversation(freelancer, direct)).toBe(true);
    expect(canReadConversation(team, direct)).toBe(true);
    expect(canReadConversation(otherClient, direct)).toBe(false);
    expect(canReadConversation(caller({ userId: 2, role: null }), direct)).toBe(false);
  });

  it('opens direct conversations between the people who work together only', () => {
    const target = (c: ChatCaller) => ({ userId: c.userId, role: c.role, companyId: c.companyId });
    expect(canOpenDirectConversation(team, target(freelancer), false)).toBe(true);
    expect(canOpenDirectConversation(freelancer, target(team), false)).toBe(true);
    expect(canOpenDirectConversation(client, target(clientWithoutMissions), false)).toBe(true);
    expect(canOpenDirectConversation(client, target(otherClient), true)).toBe(false);
    expect(canOpenDirectConversation(client, target(freelancer), false)).toBe(false);
    expect(canOpenDirectConversation(client, target(freelancer), true)).toBe(true);
    expect(canOpenDirectConversation(freelancer, target(otherFreelancer), true)).toBe(false);
    expect(canOpenDirectConversation(team, target(team), false)).toBe(false);
  });

  it('lets only the author change a message, once', () => {
    expect(canChangeMessage(client, { authorUserId: 2, deletedAt: null })).toBe(true);
    expect(canChangeMessage(team, { authorUserId: 2, deletedAt: null })).toBe(false);
    expect(canChangeMessage(client, { authorUserId: 2, deletedAt: new Date() })).toBe(false);
  });
});
