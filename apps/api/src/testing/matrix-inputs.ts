import {
  experienceTypes,
  flagLevels,
  freelanceFlagTypes,
  languageLevels,
  locales,
  notificationCategories,
} from '@orbite/domain/enums';
import { evaluationReasonsByType, slackStatuses } from '@orbite/domain/freelance-status';
import { freelanceGrades } from '@orbite/domain/qualification';
import type { FixtureIds } from './fixture-world';

/*
 * Valid arguments for the root fields whose generated ones (schema-calls.ts: 'data', 1, the first
 * enum value, empty lists) stop at a domain check: with these, the callers the authorization matrix
 * lets through reach a real success, which proves they get through and not only past the access
 * check. Each entry replaces the arguments it names; the others keep their generated value. The
 * fixture world supplies objects in the state each mutation needs (FixtureIds).
 */
export type ValidArguments = (ids: FixtureIds) => Record<string, unknown>;

/** A day from today, as the API's Date scalar reads it. */
export const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** An instant from now at 10:00 UTC (inside the working hours of time slots). */
const instantFromToday = (days: number): string => `${dayFromToday(days)}T10:00:00.000Z`;

/** An experience of the profile: a past start, one of the freelancer's skills. */
const experience = (ids: FixtureIds) => ({
  type: experienceTypes[0],
  title: 'Data engineer',
  companyName: 'Lumen Analytics',
  startDate: '2024-01-08',
  skills: [{ skillId: String(ids.skill) }],
});

export const validArguments: Record<string, ValidArguments> = {
  // Profile sections: real types and levels; the entries other fields have not deleted before.
  addFreelanceExperience: (ids) => ({ input: experience(ids) }),
  updateFreelanceExperience: (ids) => ({ id: String(ids.experience), input: experience(ids) }),
  updateFreelanceLanguage: (ids) => ({ id: String(ids.language), level: languageLevels[1] }),

  // Moderation and qualification by the team: values of the domain's lists.
  addFreelanceFlag: () => ({ input: { type: freelanceFlagTypes[0], level: flagLevels[1] } }),
  evaluateFreelance: () => ({ input: { type: 'upvote', reason: evaluationReasonsByType.upvote[0] } }),
  setFreelanceGrade: () => ({ grade: freelanceGrades[0] }),
  setFreelanceSlackStatus: () => ({ slackStatus: slackStatuses[1] }),
  // The status the freelancer already has: the call succeeds and the later actors keep their freelancer.
  changeFreelanceStatus: () => ({ input: { status: 'validated' } }),
  // The team member keeps both roles (giving one up needs their companies reassigned first).
  setTeamMemberRoles: () => ({ accountManager: true, freelancerAgent: true }),
  // The freelancer's own e-mail and name: the fixture signs them in again by e-mail.
  updateFreelancerIdentity: () => ({
    input: { email: 'freelance@demo.fr', firstName: 'Julien', lastName: 'Bernard', phone: '+33612000004' },
  }),
  // E-mails nobody uses (nobody@test.fr is taken by the first field that creates an account).
  createFreelancerByTeam: () => ({
    input: { email: 'created.by.team@test.fr', firstName: 'Camille', lastName: 'Durand' },
  }),
  inviteCorporate: () => ({
    input: { email: 'invited.corporate@test.fr', permissions: {}, role: 'manager' },
  }),
  // An instructor and one of the freelancer's skills, tomorrow.
  scheduleCandidateInterview: (ids) => ({
    date: instantFromToday(1),
    instructorId: String(ids.instructor),
    skillId: String(ids.freelanceSkill),
  }),
  // A pending interview, cancelled by the team (an outcome without an assessment).
  concludeCandidateInterview: (ids) => ({
    id: String(ids.pendingInterview),
    outcome: { qualifStatus: 'cancelledByTM' },
  }),

  // Settings of the caller: a language, a category and a medium the API offers.
  updateLocale: () => ({ locale: locales[1] }),
  updateNotificationBudget: () => ({ category: notificationCategories[0], weeklyCap: 3 }),
  updateNotificationSettings: () => ({ categories: [...notificationCategories], mediums: ['email'] }),
};
