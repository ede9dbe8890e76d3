import type { InMemoryCacheConfig } from '@apollo/client';

/**
 * The object types without an id (apps/api/schema.graphql): each is a part of the object that holds it (a
 * mission's address, what the viewer may do with it...). Two queries may select different fields of one (a
 * mission's page its whole address, a list of matches its city only): the second answer adds its fields to the
 * first's instead of replacing them, so that the first query still finds its answer in the cache. Replaced, the
 * first query would read nothing, send itself again, and a page the server rendered would hydrate as loading.
 * apollo-cache.test.ts keeps the list equal to the schema's.
 */
export const PARTS_OF_THEIR_PARENT = [
  'ActivityEventPage',
  'Address',
  'AddressSearch',
  'AddressSuggestion',
  'Agency',
  'AgencyMember',
  'AnalyticsBucket',
  'AnalyticsFunnelStepFigure',
  'AnalyticsMissionsByStatusGroup',
  'AnalyticsPeriod',
  'AnalyticsTotals',
  'ChatConversationPage',
  'ChatEvent',
  'ChatMessagePage',
  'ChatParticipant',
  'CommunityFreelancerPage',
  'CompanyMissionCount',
  'CompanyPage',
  'CorporateInvitationPreview',
  'CorporatePage',
  'CorporatePermissions',
  'CreatedWelcomeLink',
  'Crew',
  'DealBypass',
  'DealCommissions',
  'DealLegalChecklistItem',
  'DealMoveOption',
  'DealRenewal',
  'DealSigning',
  'DealViewerCan',
  'EndorsementRequest',
  'FreelanceBankDetails',
  'FreelanceCompany',
  'FreelanceDocumentPermissions',
  'FreelanceDocumentSlot',
  'FreelanceImportProgress',
  'FreelanceImportRow',
  'FreelanceListPage',
  'FreelanceModeCount',
  'FreelancePublicProfile',
  'FreelanceRatingSummary',
  'FreelanceRecommendation',
  'FreelanceStatusLabel',
  'FreelanceTeamIdentity',
  'GeoPoint',
  'HuntingCampaign',
  'ImpersonationMetadata',
  'InvoiceCounts',
  'InvoiceLine',
  'InvoicePage',
  'InvoicePenalties',
  'InvoiceViewerCan',
  'MarketplaceAnalytics',
  'MatchArgument',
  'MatchEvaluation',
  'MatchImprovement',
  'MatchMove',
  'MatchSkillFit',
  'MissionMatchCounts',
  'MissionMove',
  'MissionPage',
  'MissionRecommendation',
  'MissionSearchPage',
  'MissionStatusCount',
  'MissionViewerCan',
  'MissionsSearchGroupResult',
  'MyCompaniesPage',
  'NotificationBudget',
  'NovaConversationPage',
  'NovaEngine',
  'NovaFeedbackPage',
  'PayTrackerMonth',
  'PendingRating',
  'ProfileCompleteness',
  'ProfileCompletenessItem',
  'ProfileImportEducation',
  'ProfileImportExperience',
  'ProfileImportIdentity',
  'ProfileImportLanguage',
  'ProfileImportProposal',
  'ProfileImportSkill',
  'ReviewRating',
  'ReviewScaleAverage',
  'SearchResultPage',
  'SponsoredFreelance',
  'TelescopeFilterChip',
  'TelescopeFiltersProposal',
  'TelescopeMatchedSkill',
  'TelescopeResultList',
  'UserIdentity',
  'UserList',
  'WelcomeLinksSent',
  'WorkLogEntry',
] as const;

/**
 * The cache's policies, the same in the browser (app/apollo.ts) and on the server that renders a page's first
 * screen (server/render-page.tsx), whose cache the browser starts from.
 */
export const cacheOptions: InMemoryCacheConfig = {
  typePolicies: {
    ...Object.fromEntries(PARTS_OF_THEIR_PARENT.map((type) => [type, { merge: true }])),
    // The spec: an experience's skill is cached by its own id (`id` is the catalogue skill's).
    FreelanceExperienceSkill: { keyFields: ['freelanceExperienceSkillId'] },
    // Lists that a mutation's answer replaces whole (the moves a match offers now, its decline reasons).
    Match: { fields: { allowedMoves: { merge: false }, declineReasons: { merge: false } } },
    Mission: { fields: { allowedMoves: { merge: false }, skills: { merge: false } } },
  },
};

/** Errors are answered with the data that could be read (the pages show both). */
export const defaultOptions = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const;
