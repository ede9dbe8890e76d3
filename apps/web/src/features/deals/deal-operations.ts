import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { currentDealVersion } from '@orbite/domain/deal-status';

/* The GraphQL documents of a deal: its terms, prices, checks, renewal and versions. */

export type DealStatus =
  | 'draft'
  | 'termsProposed'
  | 'freelanceAccepted'
  | 'corporateAccepted'
  | 'termsAccepted'
  | 'validated'
  | 'signing'
  | 'signed'
  | 'ended'
  | 'cancelled';

export interface DealChecklistItem {
  party: 'freelanceCompany' | 'person' | 'corporateCompany';
  field: string;
  form: 'freelanceCompany' | 'freelanceBankDetails' | 'freelancePersonal' | 'companyLegal';
}

export interface DealVersion {
  id: string;
  version: number;
  kind: 'initial' | 'extension' | 'renewal';
  status: DealStatus;
  startDate: string;
  endDate: string;
}

export interface Deal extends DealVersion {
  missionId: string;
  matchId: string;
  subStatus: string | null;
  revision: number;
  dailyRate: number | null;
  clientDailyPrice: number | null;
  freelanceDailyNet: number | null;
  corporateFlatFee: number | null;
  freelanceFlatFee: number | null;
  commissions: {
    corporateRate: number;
    corporateFlatFee: number;
    freelanceRate: number;
    freelanceFlatFee: number;
    platformDailyMargin: number;
  } | null;
  termsDay: string;
  marginMode: 'markup' | 'share';
  durationInDays: number;
  daysPerWeek: number;
  renewable: 'high' | 'possible' | 'none';
  specificMentions: string | null;
  freelanceAcceptedAt: string | null;
  corporateAcceptedAt: string | null;
  pendingAcceptances: ('freelance' | 'corporate')[];
  validatedAt: string | null;
  signedAt: string | null;
  endedAt: string | null;
  cancelledAt: string | null;
  statusReason: string | null;
  bypasses: { kind: string; reason: string; at: string }[];
  legalChecklist: DealChecklistItem[];
  kycComplete: boolean | null;
  specificMentionsPending: boolean;
  signingBlockers: string[];
  viewerCan: {
    editTerms: boolean;
    sendTerms: boolean;
    accept: boolean;
    requestChange: boolean;
    validate: boolean;
    invalidate: boolean;
    bypass: boolean;
    cancel: boolean;
    terminate: boolean;
    extend: boolean;
  };
  renewal: {
    askedOn: string | null;
    open: boolean;
    freelanceAnswer: 'renew' | 'end' | null;
    freelanceAnsweredAt: string | null;
    corporateAnswer: 'renew' | 'end' | null;
    corporateAnsweredAt: string | null;
    pendingSides: ('freelance' | 'corporate')[];
    ongoingStatus: string;
  };
  freelance: { id: string; fullName: string } | null;
  company: { id: string; name: string } | null;
  mission: { id: string; title: string | null; status: string } | null;
  versions: DealVersion[];
}

const DEAL_FIELDS = gql`
  fragment DealFields on Deal {
    id
    missionId
    matchId
    version
    kind
    status
    subStatus
    revision
    startDate
    endDate
    dailyRate
    clientDailyPrice
    freelanceDailyNet
    corporateFlatFee
    freelanceFlatFee
    commissions {
      corporateRate
      corporateFlatFee
      freelanceRate
      freelanceFlatFee
      platformDailyMargin
    }
    termsDay
    marginMode
    durationInDays
    daysPerWeek
    renewable
    specificMentions
    freelanceAcceptedAt
    corporateAcceptedAt
    pendingAcceptances
    validatedAt
    signedAt
    endedAt
    cancelledAt
    statusReason
    bypasses {
      kind
      reason
      at
    }
    legalChecklist {
      party
      field
      form
    }
    kycComplete
    specificMentionsPending
    signingBlockers
    viewerCan {
      editTerms
      sendTerms
      accept
      requestChange
      validate
      invalidate
      bypass
      cancel
      terminate
      extend
    }
    renewal {
      askedOn
      open
      freelanceAnswer
      freelanceAnsweredAt
      corporateAnswer
      corporateAnsweredAt
      pendingSides
      ongoingStatus
    }
    freelance {
      id
      fullName
    }
    company {
      id
      name
    }
    mission {
      id
      title
      status
    }
    versions {
      id
      version
      kind
      status
      startDate
      endDate
    }
  }
`;

export const DEAL: TypedDocumentNode<{ deal: Deal }, { id: string }> = gql`
  query Deal($id: ID!) {
    deal(id: $id) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const MISSION_DEALS: TypedDocumentNode<{ dealsOfMission: Deal[] }, { missionId: string }> = gql`
  query MissionDeals($missionId: ID!) {
    dealsOfMission(missionId: $missionId) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

/** The mission's current deal: its latest version not cancelled, else its latest version. */
export function currentDealOf(deals: readonly Deal[]): Deal | null {
  return currentDealVersion(deals);
}

export interface DealTermsInput {
  revision: number;
  dailyRate: number;
  startDate: string;
  endDate: string;
  daysPerWeek: number;
  renewable: string;
  corporateCommissionRate?: number | null;
  corporateFlatFee?: number | null;
  freelanceCommissionRate?: number | null;
  freelanceFlatFee?: number | null;
  specificMentions?: string | null;
}

type DealAnswer<K extends string> = { [key in K]: Deal };

export const UPDATE_DEAL_TERMS: TypedDocumentNode<
  DealAnswer<'updateDealTerms'>,
  { id: string; input: DealTermsInput }
> = gql`
  mutation UpdateDealTerms($id: ID!, $input: DealTermsInput!) {
    updateDealTerms(id: $id, input: $input) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const SEND_DEAL_TERMS: TypedDocumentNode<DealAnswer<'sendDealTerms'>, { id: string }> = gql`
  mutation SendDealTerms($id: ID!) {
    sendDealTerms(id: $id) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const ACCEPT_DEAL_TERMS: TypedDocumentNode<
  DealAnswer<'acceptDealTerms'>,
  { id: string; revision: number }
> = gql`
  mutation AcceptDealTerms($id: ID!, $revision: Int) {
    acceptDealTerms(id: $id, revision: $revision) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const REQUEST_DEAL_TERMS_CHANGE: TypedDocumentNode<
  DealAnswer<'requestDealTermsChange'>,
  { id: string; reason: string }
> = gql`
  mutation RequestDealTermsChange($id: ID!, $reason: String!) {
    requestDealTermsChange(id: $id, reason: $reason) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const VALIDATE_DEAL: TypedDocumentNode<DealAnswer<'validateDeal'>, { id: string }> = gql`
  mutation ValidateDeal($id: ID!) {
    validateDeal(id: $id) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const INVALIDATE_DEAL: TypedDocumentNode<DealAnswer<'invalidateDeal'>, { id: string; reason: string }> = gql`
  mutation InvalidateDeal($id: ID!, $reason: String!) {
    invalidateDeal(id: $id, reason: $reason) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const CANCEL_DEAL: TypedDocumentNode<DealAnswer<'cancelDeal'>, { id: string; reason: string }> = gql`
  mutation CancelDeal($id: ID!, $reason: String!) {
    cancelDeal(id: $id, reason: $reason) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const TERMINATE_DEAL: TypedDocumentNode<DealAnswer<'terminateDeal'>, { id: string; reason: string }> = gql`
  mutation TerminateDeal($id: ID!, $reason: String!) {
    terminateDeal(id: $id, reason: $reason) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const BYPASS_DEAL_CHECK: TypedDocumentNode<
  DealAnswer<'bypassDealCheck'>,
  { id: string; kind: 'kyc' | 'specificMentions'; reason: string }
> = gql`
  mutation BypassDealCheck($id: ID!, $kind: DealCheck!, $reason: String!) {
    bypassDealCheck(id: $id, kind: $kind, reason: $reason) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const ANSWER_DEAL_RENEWAL: TypedDocumentNode<
  DealAnswer<'answerDealRenewal'>,
  { id: string; answer: 'renew' | 'end'; side?: 'freelance' | 'corporate' | null }
> = gql`
  mutation AnswerDealRenewal($id: ID!, $answer: DealRenewalAnswer!, $side: DealRenewalSide) {
    answerDealRenewal(id: $id, answer: $answer, side: $side) {
      ...DealFields
    }
  }
  ${DEAL_FIELDS}
`;

export const CREATE_NEXT_DEAL_VERSION: TypedDocumentNode<
  { createNextDealVersion: { id: string; version: number; missionId: string } },
  { id: string; kind: 'extension' | 'renewal'; endDate: string }
> = gql`
  mutation CreateNextDealVersion($id: ID!, $kind: DealVersionKind!, $endDate: Date!) {
    createNextDealVersion(id: $id, kind: $kind, endDate: $endDate) {
      id
      version
      missionId
    }
  }
`;

export const CREATE_DEAL: TypedDocumentNode<{ createDeal: { id: string; missionId: string } }, { matchId: string }> =
  gql`
  mutation CreateDeal($matchId: ID!) {
    createDeal(matchId: $matchId) {
      id
      missionId
    }
  }
`;

export const useDeal = (id: string) => useQuery(DEAL, { variables: { id }, fetchPolicy: 'cache-and-network' });
export function useMissionDeal(missionId: string) {
  const result = useQuery(MISSION_DEALS, { variables: { missionId }, fetchPolicy: 'cache-and-network' });
  return { ...result, deal: result.data ? currentDealOf(result.data.dealsOfMission) : null };
}
