/*
 * Enumerations of the freelancer profile (spec 001 section 3, spec 002 section 3).
 * The values are the spec's names; labels live in the web app's messages.
 */

/** Preferred workplace. */
export const workplaces = ['onSite', 'remote', 'partialRemote', 'none'] as const;
export type Workplace = (typeof workplaces)[number];

/** Preferred contract (also the contract of a mission). */
export const contractTypes = ['none', 'partTime', 'fullTime'] as const;
export type ContractType = (typeof contractTypes)[number];

/** Preferred environment (also a company's structure). */
export const workEnvironments = ['startUp', 'bigCompany', 'none'] as const;
export type WorkEnvironment = (typeof workEnvironments)[number];

/** Preferred mission length. */
export const preferredTimes = ['short', 'long', 'none'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

/** How far a freelancer will travel. */
export const mobilities = ['city', 'region', 'country'] as const;
export type Mobility = (typeof mobilities)[number];

/** When a freelancer may be called. */
export const callAvailabilities = ['morning', 'afternoon', 'evening', 'allDay'] as const;
export type CallAvailability = (typeof callAvailabilities)[number];

/** Level in a spoken language; a newly added language starts at basic. */
export const languageLevels = ['basic', 'pro', 'native'] as const;
export type LanguageLevel = (typeof languageLevels)[number];
export const DEFAULT_LANGUAGE_LEVEL: LanguageLevel = 'basic';

/** Experience level, from the least to the most experienced. */
export const experienceLevels = ['junior', 'middle', 'experienced', 'senior'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Minimum years of experience of each level. */
export const EXPERIENCE_LEVEL_MIN_YEARS: Readonly<Record<ExperienceLevel, number>> = {
  junior: 0,
  middle: 2,
  experienced: 4,
  senior: 6,
};

/** The highest level whose minimum the years reach (0-1 junior, 2-3 middle, 4-5 experienced, 6+ senior). */
export function experienceLevelOf(years: number): ExperienceLevel {
  let level: ExperienceLevel = 'junior';
  for (const candidate of experienceLevels) if (years >= EXPERIENCE_LEVEL_MIN_YEARS[candidate]) level = candidate;
  return level;
}

/** Media a user can receive notifications on. */
export const notificationMedia = ['sms', 'slack', 'email', 'phone', 'linkedin'] as const;
export type NotificationMedium = (typeof notificationMedia)[number];

/** Kind of an experience on a profile. */
export const experienceTypes = [
  'contract',
  'freelancing',
  'consulting',
  'personalProject',
  'formation',
  'other',
  'none',
] as const;
export type ExperienceType = (typeof experienceTypes)[number];

/** Kinds of social links a profile may show. */
export const socialLinkTypes = [
  'bitbucket',
  'gitlab',
  'github',
  'kaggle',
  'stackoverflow',
  'website',
  'slack',
  'linkedin',
  'hubspot',
] as const;
export type SocialLinkType = (typeof socialLinkTypes)[number];

/** Social URL fields of a freelancer (each validated as a URL, linkedInUrl with the LinkedIn rule). */
export const socialUrlFields = [
  'bitbucketUrl',
  'gitHubUrl',
  'gitlabUrl',
  'kaggleUrl',
  'linkedInUrl',
  'stackExchangeUrl',
  'twitterUrl',
  'websiteUrl',
] as const;
export type SocialUrlField = (typeof socialUrlFields)[number];

/** Legal form of a company (societeDroitEtranger: a foreign-law company). */
export const legalForms = [
  'sa',
  'sas',
  'sarl',
  'ae',
  'ei',
  'eirl',
  'eurl',
  'sasu',
  'sau',
  'gie',
  'societeDroitEtranger',
  'other',
  'none',
] as const;
export type LegalForm = (typeof legalForms)[number];

/** Activity of a company. */
export const companyActivities = ['liberal', 'commercial'] as const;
export type CompanyActivity = (typeof companyActivities)[number];

/** Documents of the KYC (know your customer) file. */
export const kycDocumentTypes = [
  'id',
  'idSecondary',
  'kbis',
  'bankAccountDetails',
  'proofOfAddress',
  'insee',
  'urssaf',
  'rcPro',
  'statuses',
  'ownersList',
] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

/** Status of a KYC document ({product} of the spec is Orbite). */
export const kycStatuses = [
  'uploaded',
  'notUploaded',
  'uploadFail',
  'pendingOrbiteReview',
  'orbiteAccepted',
  'orbiteRefused',
  'expired',
] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** Actions on a KYC document. */
export const kycActions = ['upload', 'edit', 'download', 'validate', 'delete', 'refuse'] as const;
export type KycAction = (typeof kycActions)[number];

/** Why the team refuses a KYC document. */
export const kycRefusalReasons = [
  'expired',
  'unreadable',
  'incomplete',
  'unsigned',
  'unofficial',
  'incorrect',
  'other',
] as const;
export type KycRefusalReason = (typeof kycRefusalReasons)[number];

/** True when `value` is one of `values` (narrows text read from a request or a URL). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** What a notification is about: each user chooses the categories they receive beyond the app. */
export const notificationCategories = [
  'missions',
  'matches',
  'meetings',
  'deals',
  'workLogs',
  'invoices',
  'documents',
  'messages',
  'account',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** Interface languages: French by default, English registered. */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Levels of a team flag, from the spec: high, normal, warning. */
export const flagLevels = ['high', 'normal', 'warning'] as const;
export type FlagLevel = (typeof flagLevels)[number];

/** What a team flag on a freelancer is about. */
export const freelanceFlagTypes = ['doNotPropose', 'paymentIssue', 'behaviour', 'priority', 'other'] as const;
export type FreelanceFlagType = (typeof freelanceFlagTypes)[number];

/** How a freelancer came to the marketplace (spec 001's acquisition channels). */
export const freelanceAcquisitionSources = [
  'event',
  'socialNetwork',
  'internetSearch',
  'pressArticle',
  'sponsorship',
  'wordOfMouth',
  'content',
  'advertising',
  'linkedInContact',
  'emailContact',
  'other',
] as const;
export type FreelanceAcquisitionSource = (typeof freelanceAcquisitionSources)[number];

/** How a client company came to us (spec 001's corporate acquisition sources). */
export const corporateAcquisitionSources = [
  'event',
  'socialNetwork',
  'internetSearch',
  'pressArticle',
  'sponsorship',
  'wordOfMouth',
  'commercialMeeting',
  'partnership',
  'other',
] as const;
export type CorporateAcquisitionSource = (typeof corporateAcquisitionSources)[number];
