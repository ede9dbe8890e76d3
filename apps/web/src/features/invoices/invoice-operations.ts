import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

export type InvoiceStatus = 'draft' | 'issued' | 'paid' | 'cancelled';
export type InvoiceListStatus = InvoiceStatus | 'overdue';
export type InvoiceFlow = 'freelanceToPlatform' | 'platformToCorporate' | 'platformToFreelance';

export interface InvoiceItem {
  id: string;
  number: string | null;
  kind: 'invoice' | 'creditNote';
  flow: InvoiceFlow;
  status: InvoiceStatus;
  overdue: boolean;
  issuerName: string;
  recipientName: string;
  periodStart: string | null;
  periodEnd: string | null;
  issueDate: string | null;
  dueDate: string | null;
  totalExclVat: number;
  vat: number;
  totalInclVat: number;
  paidAt: string | null;
  paidAmount: number | null;
  pdfUrl: string | null;
  facturxUrl: string | null;
  remindersSent: number;
  lastReminderOn: string | null;
  penalties: {
    computedOn: string | null;
    latePenalty: number | null;
    recoveryIndemnity: number | null;
    sentAt: string | null;
    daysLateToday: number;
    latePenaltyToday: number;
  } | null;
  viewerCan: { markPaid: boolean; credit: boolean; remind: boolean };
}

export interface InvoiceCounts {
  draft: number;
  issued: number;
  paid: number;
  cancelled: number;
  overdue: number;
}

export interface InvoicePage {
  count: number;
  counts: InvoiceCounts;
  items: InvoiceItem[];
}

export interface InvoiceFilter {
  status?: InvoiceListStatus | null;
  flow?: InvoiceFlow | null;
  companyId?: string | null;
  freelanceId?: string | null;
  month?: string | null;
  search?: string | null;
}

export interface InvoiceListVariables {
  filter: InvoiceFilter;
  offset: number;
  limit: number;
}

const INVOICE_FIELDS = gql`
  fragment InvoiceFields on Invoice {
    id
    number
    kind
    flow
    status
    overdue
    issuerName
    recipientName
    periodStart
    periodEnd
    issueDate
    dueDate
    totalExclVat
    vat
    totalInclVat
    paidAt
    paidAmount
    pdfUrl
    facturxUrl
    remindersSent
    lastReminderOn
    penalties {
      computedOn
      latePenalty
      recoveryIndemnity
      sentAt
      daysLateToday
      latePenaltyToday
    }
    viewerCan {
      markPaid
      credit
      remind
    }
  }
`;

const PAGE_FIELDS = gql`
  fragment InvoicePageFields on InvoicePage {
    count
    counts {
      draft
      issued
      paid
      cancelled
      overdue
    }
    items {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export const INVOICES: TypedDocumentNode<{ invoices: InvoicePage }, InvoiceListVariables> = gql`
  query Invoices($filter: InvoiceFilter, $offset: Int, $limit: Int) {
    invoices(filter: $filter, offset: $offset, limit: $limit) {
      ...InvoicePageFields
    }
  }
  ${PAGE_FIELDS}
`;

export const COMPANY_INVOICES: TypedDocumentNode<{ companyInvoices: InvoicePage }, InvoiceListVariables> = gql`
  query CompanyInvoices($filter: InvoiceFilter, $offset: Int, $limit: Int) {
    companyInvoices(filter: $filter, offset: $offset, limit: $limit) {
      ...InvoicePageFields
    }
  }
  ${PAGE_FIELDS}
`;

export const MY_INVOICES: TypedDocumentNode<{ myInvoices: InvoicePage }, InvoiceListVariables> = gql`
  query MyInvoices($filter: InvoiceFilter, $offset: Int, $limit: Int) {
    myInvoices(filter: $filter, offset: $offset, limit: $limit) {
      ...InvoicePageFields
    }
  }
  ${PAGE_FIELDS}
`;

export const MISSION_INVOICES: TypedDocumentNode<{ missionInvoices: InvoiceItem[] }, { missionId: string }> = gql`
  query MissionInvoices($missionId: ID!) {
    missionInvoices(missionId: $missionId) {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export interface PayTrackerMonth {
  dealId: string;
  missionId: string;
  missionTitle: string;
  month: string;
  workedDays: number;
  workLogValidatedOn: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceIssuedOn: string | null;
  amount: number | null;
  clientDueOn: string | null;
  clientPaidOn: string | null;
  expectedPaymentOn: string | null;
  paidOn: string | null;
  step: 'workLog' | 'validated' | 'invoiced' | 'clientPaid' | 'paid';
}

export const PAY_TRACKER: TypedDocumentNode<{ payTracker: PayTrackerMonth[] }, { missionId?: string | null }> = gql`
  query PayTracker($missionId: ID) {
    payTracker(missionId: $missionId) {
      dealId
      missionId
      missionTitle
      month
      workedDays
      workLogValidatedOn
      invoiceId
      invoiceNumber
      invoiceIssuedOn
      amount
      clientDueOn
      clientPaidOn
      expectedPaymentOn
      paidOn
      step
    }
  }
`;

export const MARK_INVOICE_PAID: TypedDocumentNode<
  { markInvoicePaid: InvoiceItem },
  { id: string; paidAt: string; amount: number }
> = gql`
  mutation MarkInvoicePaid($id: ID!, $paidAt: Date!, $amount: Float!) {
    markInvoicePaid(id: $id, paidAt: $paidAt, amount: $amount) {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export const CREATE_CREDIT_NOTE: TypedDocumentNode<
  { createCreditNote: InvoiceItem },
  { invoiceId: string; reason: string }
> = gql`
  mutation CreateCreditNote($invoiceId: ID!, $reason: String!) {
    createCreditNote(invoiceId: $invoiceId, reason: $reason) {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export const COMPUTE_INVOICE_PENALTIES: TypedDocumentNode<{ computeInvoicePenalties: InvoiceItem }, { id: string }> =
  gql`
  mutation ComputeInvoicePenalties($id: ID!) {
    computeInvoicePenalties(id: $id) {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export const SEND_INVOICE_REMINDER: TypedDocumentNode<{ sendInvoiceReminder: InvoiceItem }, { id: string }> = gql`
  mutation SendInvoiceReminder($id: ID!) {
    sendInvoiceReminder(id: $id) {
      ...InvoiceFields
    }
  }
  ${INVOICE_FIELDS}
`;

export const useInvoices = (variables: InvoiceListVariables) =>
  useQuery(INVOICES, { variables, fetchPolicy: 'cache-and-network' });
export const useCompanyInvoices = (variables: InvoiceListVariables) =>
  useQuery(COMPANY_INVOICES, { variables, fetchPolicy: 'cache-and-network' });
export const useMissionInvoices = (missionId: string) =>
  useQuery(MISSION_INVOICES, { variables: { missionId }, fetchPolicy: 'cache-and-network' });
export const usePayTracker = (missionId?: string | null) =>
  useQuery(PAY_TRACKER, { variables: { missionId: missionId ?? null }, fetchPolicy: 'cache-and-network' });
export const useMarkInvoicePaid = () => useMutation(MARK_INVOICE_PAID);
export const useCreateCreditNote = () => useMutation(CREATE_CREDIT_NOTE);
export const useComputeInvoicePenalties = () => useMutation(COMPUTE_INVOICE_PENALTIES);
export const useSendInvoiceReminder = () => useMutation(SEND_INVOICE_REMINDER);
