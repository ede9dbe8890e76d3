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

/** A referent: asked by the freelancer first, the same person asked again by the team is refused (c400). */
const referent = { firstName: 'Marie', lastName: 'Dupont', email: 'marie.dupont@matrix.test', jobTitle: 'CTO' };

export const validArguments: Record<string, ValidArguments> = {
  // Profile sections: real types and levels; the entries other fields have not deleted before.
  addFreelanceExperience: (ids) => ({ input: experience(ids) }),
  // A referent asked about the freelancer's experience; a request of the fixture world withdrawn.
  requestExperienceEndorsement: (ids) => ({ experienceId: String(ids.experience), input: referent }),
  removeExperienceEndorsement: (ids) => ({ id: String(ids.endorsementToRemove) }),
  updateFreelanceExperience: (ids) => ({ id: String(ids.experience), input: experience(ids) }),
  updateFreelanceLanguage: (ids) => ({ id: String(ids.language), level: languageLevels[1] }),
  // A language the profile lacks, a job title of the catalogue, an education deleteFreelanceEducation leaves.
  addFreelanceLanguage: (ids) => ({ languageId: String(ids.languageToAdd) }),
  setFreelanceJobTitles: (ids) => ({ jobTitles: [{ jobTitleId: String(ids.jobTitle) }] }),
  updateFreelanceEducation: (ids) => ({ id: String(ids.education), input: { schoolName: 'INSA Lyon' } }),
  // Files the freelancer uploaded (fixture-consumables.ts, ownObjects), not attached yet: a photo, a bank
  // account's details, a CV; the CV of a finished import applied, another one's proposal dropped.
  setProfilePicture: (ids) => ({ uploadId: ids.pictureUpload }),
  uploadFreelanceDocument: (ids) => ({ uploadId: ids.documentUpload }),
  deleteFreelanceDocument: (ids) => ({ id: String(ids.documentToDelete) }),
  startProfileImport: (ids) => ({ kind: 'cvPdf', uploadId: ids.cvUpload }),
  applyProfileImport: (ids) => ({ importId: String(ids.profileImportToApply) }),
  discardProfileImport: (ids) => ({ importId: String(ids.profileImportToDiscard) }),

  // The freelancer's legal identity as the demo has it, complete (a deal is validated with it).
  updateFreelanceLegalPerson: () => ({ birthDate: '1988-04-12', nationalityIso: 'FR' }),
  updateFreelanceCompany: () => ({
    input: {
      name: 'Bernard Data',
      legalForm: 'sasu',
      siret: '85234127600017',
      isVatSubject: true,
      vatNumber: 'FR50852341276',
      socialCapital: '1000.00',
      activity: 'liberal',
      activityType: 'Conseil en données',
      commercialCourt: 'Lyon',
      headOfficeAddress: { street: '12 rue de la République', zipCode: '69002', city: 'Lyon', countryIso: 'FR' },
    },
  }),

  // Moderation and qualification by the team: values of the domain's lists.
  addFreelanceFlag: () => ({ input: { type: freelanceFlagTypes[0], level: flagLevels[1] } }),
  evaluateFreelance: () => ({ input: { type: 'upvote', reason: evaluationReasonsByType.upvote[0] } }),
  setFreelanceGrade: () => ({ grade: freelanceGrades[0] }),
  setFreelanceSlackStatus: () => ({ slackStatus: slackStatuses[1] }),
  // askForQualification has no argument: the caller asks for their own profile, which the fixture
  // world leaves unqualified for side A's freelancer (side B's is qualified: a domain error, 400).
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

  // A second pending interview, cancelled by the team before the first one is concluded.
  cancelCandidateInterview: (ids) => ({ id: String(ids.interviewToCancel) }),

  // Deals: each mutation moves its own copy of side A's deal (fixture-objects.ts, dealCopies), some
  // of them one after the other in the fields' order (accept, lift the KYC check, validate).
  acceptDealTerms: (ids) => ({ id: String(ids.dealToAccept) }),
  bypassDealCheck: (ids) => ({ id: String(ids.dealToAccept), reason: 'Pièces reçues par e-mail' }),
  validateDeal: (ids) => ({ id: String(ids.dealToAccept) }),
  requestDealTermsChange: (ids) => ({ id: String(ids.dealToChange), reason: 'Un tarif journalier de 650 €' }),
  sendDealTerms: (ids) => ({ id: String(ids.dealToChange) }),
  updateDealTerms: (ids) => ({
    id: String(ids.dealToEdit),
    // The copies start at revision 1.
    input: {
      revision: 1,
      dailyRate: 650,
      daysPerWeek: 4,
      startDate: dayFromToday(14),
      endDate: dayFromToday(104),
      renewable: 'possible',
    },
  }),
  cancelDeal: (ids) => ({ id: String(ids.dealToCancel), reason: 'Le client renonce à la mission' }),
  invalidateDeal: (ids) => ({ id: String(ids.dealToInvalidate), reason: 'Un document à corriger' }),
  startDealSigning: (ids) => ({ dealId: String(ids.dealToSign) }),
  // The freelancer's edition of a copy out for signature, signed with their own name: the team,
  // who signs it for the platform, is stopped at the name.
  signDealDocument: (ids) => ({ documentId: String(ids.documentToSign), typedName: 'Julien Bernard' }),
  stopDealSigning: (ids) => ({ dealId: String(ids.dealToSign), reason: 'Un signataire à changer' }),
  answerDealRenewal: (ids) => ({ id: String(ids.dealInRenewal), answer: 'renew', side: 'freelance' }),
  // Signed elsewhere, then extended, then ended early.
  bypassDealSignature: (ids) => ({ dealId: String(ids.dealToBypass), reason: 'Signé sur papier' }),
  createNextDealVersion: (ids) => ({ id: String(ids.dealToBypass), kind: 'extension', endDate: dayFromToday(120) }),
  terminateDeal: (ids) => ({ id: String(ids.dealToBypass), reason: 'Fin de projet anticipée' }),

  // Work logs of a running deal: each mutation moves its own (fixture-objects.ts, workLogCopies).
  contestWorkLog: (ids) => ({ id: String(ids.workLogSubmitted), comment: 'Le 3 était un jour férié' }),
  withdrawWorkLog: (ids) => ({ id: String(ids.workLogToWithdraw) }),
  lockWorkLog: (ids) => ({ id: String(ids.workLogValidated) }),
  reopenWorkLog: (ids) => ({ id: String(ids.workLogSkipped) }),
  skipWorkLog: (ids) => ({ id: String(ids.workLogDraft), reason: 'Congés tout le mois' }),
  submitWorkLog: (ids) => ({ id: String(ids.workLogToSubmit) }),
  validateWorkLog: (ids) => ({ id: String(ids.workLogToSubmit) }),
  updateWorkLog: (ids) => ({
    id: String(ids.workLogToEdit),
    // The copies start at revision 1.
    revision: 1,
    entries: [
      { day: `${ids.workLogToEditMonth}-10`, days: 1 },
      { day: `${ids.workLogToEditMonth}-11`, days: 0.5 },
    ],
  }),
  // A timesheet the team validated, not invoiced yet.
  generateTimesheetInvoices: (ids) => ({ timesheetId: String(ids.timesheetToInvoice) }),
  updateTimesheetWorkedDays: (ids) => ({ id: String(ids.timesheet), workedDays: 12.5 }),
  validateTimesheet: (ids) => ({ id: String(ids.timesheet) }),

  // Matches and meetings: the freelancer's profile presented on a mission still seeking, whose
  // proposed slot is booked, then slots proposed again, then new ones asked for.
  bookTimeSlot: (ids) => ({ slotId: String(ids.timeSlot) }),
  proposeTimeSlots: (ids) => ({ id: String(ids.matchSeeking), slots: [instantFromToday(2), instantFromToday(3)] }),
  requestNewTimeSlots: (ids) => ({ id: String(ids.matchSeeking), comment: 'Plutôt en fin de journée' }),
  selectMatch: (ids) => ({ id: String(ids.matchSeeking), selected: true }),
  // Profiles presented on copies of that mission: the freelancer withdraws one, the client declines
  // another, and moves the third to a mission of its own.
  declineMeeting: (ids) => ({ id: String(ids.matchToDecline), reasons: ['other'] }),
  updateMatchStatus: (ids) => ({ id: String(ids.matchToMove), status: 'corporateDeclined', reasons: ['other'] }),
  duplicateMatch: (ids) => ({ id: String(ids.matchToDuplicate), missionId: String(ids.missionToDuplicateTo) }),
  // The freelancer's scales (the client's differ: its callers get a domain error on the same ratings).
  rateMission: (ids) => ({
    missionId: String(ids.missionToRate),
    ratings: [
      { scale: 'workplace', rating: 4 },
      { scale: 'teamSpirit', rating: 4.5 },
      { scale: 'environment', rating: 5 },
    ],
  }),
  // A mission still seeking is open to every freelancer, side B's too: no refusal can show for them
  // on it, so side B's freelancer already applied to these copies and is stopped by the domain
  // (634) where side A's, not on them, applies and passes. The "not found" on a mission closed to
  // the caller is tested in match-rules.test.ts and not-interested.test.ts.
  applyToMission: (ids) => ({ missionId: String(ids.missionToApply), message: 'Disponible dès le mois prochain.' }),
  notInterestedInMission: (ids) => ({ missionId: String(ids.missionToPass), reasons: ['retribution'] }),
  createDeal: (ids) => ({ matchId: String(ids.matchConfirmed) }),
  // The deal's match: its meeting booked yesterday took place.
  markMeetingDone: (ids) => ({ id: String(ids.match) }),

  // Missions of side A: the draft is submitted, the one waiting for the team is edited, the
  // declined one is taken back to a draft by the client.
  submitMission: (ids) => ({ id: String(ids.missionDraft) }),
  updateMission: (ids) => ({
    id: String(ids.missionToValidate),
    input: { title: 'Data engineer streaming — Kafka, Flink et dbt' },
  }),
  updateMissionStatus: (ids) => ({ id: String(ids.missionDeclined), status: 'notFinalized' }),

  // Invoices to the client, issued: penalties computed, then a reminder; the other one paid.
  computeInvoicePenalties: (ids) => ({ id: String(ids.invoiceIssued) }),
  sendInvoiceReminder: (ids) => ({ id: String(ids.invoiceIssued) }),
  markInvoicePaid: (ids) => ({ id: String(ids.invoiceToPay), amount: 100, paidAt: dayFromToday(0) }),

  // The team preselects the freelancer on a mission still seeking where they have no match.
  preselectFreelances: (ids) => ({ missionId: String(ids.missionSeeking), freelanceIds: [String(ids.freelance)] }),
  // Teams: `team` is deleted by deleteTeam, which runs before these.
  setTeamMemberTeam: (ids) => ({ teamId: String(ids.otherTeam) }),
  updateTeam: (ids) => ({ id: String(ids.otherTeam), input: { name: 'Équipe Grands comptes' } }),
  // Removals aim at people the fixture adds for them, not at the actors.
  removeCrewMember: (ids) => ({ id: String(ids.crewMemberRemovable) }),
  deleteFreelance: (ids) => ({ freelanceId: String(ids.freelanceDeletable) }),
  // The fixture's freelancer has a confirmed address: the team's answer is false, nothing mailed.
  resendFreelancerEmailConfirmation: (ids) => ({ freelanceId: String(ids.freelance) }),

  // The team's own objects: a saved search, a conversation with Nova, a freelancer list previewed
  // (to run) and another one uploaded (to preview).
  deleteFreelanceSearch: (ids) => ({ id: String(ids.freelanceSearchToDelete) }),
  deleteNovaConversation: (ids) => ({ id: ids.novaConversationPublicId }),
  previewFreelanceImport: (ids) => ({ uploadId: ids.importUpload }),
  runFreelanceImport: (ids) => ({ id: String(ids.freelanceImportToRun) }),

  // Chat: the freelancer's own message; a message without attachments (null leaves uploadIds out).
  editChatMessage: (ids) => ({ id: String(ids.chatMessage), body: 'Je corrige : disponible dès lundi.' }),
  sendChatMessage: () => ({ body: 'Bonjour, je suis disponible jeudi.', uploadIds: null }),
  // The freelancer's other session and the provider linked to their account (both theirs only).
  revokeSession: (ids) => ({ id: String(ids.sessionToRevoke) }),
  unlinkIdentity: (ids) => ({ provider: ids.identityProvider }),

  // Settings of the caller: a language, a category and a medium the API offers.
  updateLocale: () => ({ locale: locales[1] }),
  updateNotificationBudget: () => ({ category: notificationCategories[0], weeklyCap: 3 }),
  updateNotificationSettings: () => ({ categories: [...notificationCategories], mediums: ['email'] }),
};
