import { isCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { type InvoiceStatus, invoiceFlows, invoiceKinds, invoiceStatuses, isOverdue } from '@orbite/domain/invoicing';
import { toCents } from '@orbite/domain/money';
import { isPageSize } from '@orbite/domain/pagination';
import { isRowId } from '../../db/statements';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { anyMarketUser, clientOrTeam } from '../../graphql/market-scopes';
import { AppError } from '../../platform/errors';
import { marketCallerOf } from '../missions/missions.caller';
import * as issuing from './invoice-issuing';
import { computeInvoicePenalties, penaltiesOf, sendInvoiceReminder } from './invoice-reminders';
import { canCredit, canMarkPaid, canRemind } from './invoices.policy';
import * as invoices from './invoices.service';
import type { InvoiceLineRow, InvoiceRow } from './invoices.tables';
import { type PayTrackerMonth, payTracker } from './pay-tracker';

const toId = (value: string | number) => {
  const id = Number(value);
  if (!isRowId(id)) throw new AppError(ErrorCode.notFound);
  return id;
};
const optionalId = (value: string | number | null | undefined) => (value == null || value === '' ? null : toId(value));
const caller = (context: GraphQLContext) => marketCallerOf(context);
const euros = (cents: number | null | undefined) => (cents == null ? null : cents / 100);

const InvoiceStatusEnum = builder.enumType('InvoiceStatus', { values: invoiceStatuses });
const InvoiceListStatusEnum = builder.enumType('InvoiceListStatus', {
  description: 'A tab of the invoice lists: a status, or overdue (issued and past its due date).',
  values: [...invoiceStatuses, 'overdue'] as const,
});
const InvoiceKindEnum = builder.enumType('InvoiceKind', { values: invoiceKinds });
const InvoiceFlowEnum = builder.enumType('InvoiceFlow', { values: invoiceFlows });

const InvoiceLineType = builder.objectRef<InvoiceLineRow>('InvoiceLine').implement({
  fields: (t) => ({
    position: t.exposeInt('position'),
    label: t.exposeString('label'),
    quantity: t.float({ resolve: (l) => Number(l.quantity) }),
    unit: t.exposeString('unit', { description: 'day or unit.' }),
    unitPrice: t.float({ description: 'Excluding VAT, euros.', resolve: (l) => l.unitPriceCents / 100 }),
    vatRate: t.float({ description: 'Percent.', resolve: (l) => Number(l.vatRate) }),
    totalExclVat: t.float({ resolve: (l) => l.totalExclVatCents / 100 }),
    vat: t.float({ resolve: (l) => l.vatCents / 100 }),
  }),
});

interface PenaltiesView {
  invoice: InvoiceRow;
}
const InvoicePenaltiesType = builder.objectRef<PenaltiesView>('InvoicePenalties').implement({
  description: 'Late-payment penalties (ECB rate + 10 points) and the 40 EUR indemnity, for the team.',
  fields: (t) => ({
    computedOn: t.field({ type: 'Date', nullable: true, resolve: (p) => p.invoice.penaltiesComputedOn }),
    latePenalty: t.float({ nullable: true, resolve: (p) => euros(p.invoice.latePenaltyCents) }),
    recoveryIndemnity: t.float({ nullable: true, resolve: (p) => euros(p.invoice.recoveryIndemnityCents) }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.invoice.penaltiesSentAt }),
    daysLateToday: t.int({ resolve: (p) => penaltiesOf(p.invoice, todayInParis()).daysLate }),
    latePenaltyToday: t.float({
      description: 'What the penalties amount to today, computed live.',
      resolve: (p) => penaltiesOf(p.invoice, todayInParis()).penaltyCents / 100,
    }),
  }),
});

const InvoiceViewerCanType = builder
  .objectRef<{ invoice: InvoiceRow; context: GraphQLContext }>('InvoiceViewerCan')
  .implement({
    fields: (t) => ({
      markPaid: t.boolean({ resolve: ({ invoice, context }) => canMarkPaid(caller(context), invoice) }),
      credit: t.boolean({ resolve: ({ invoice, context }) => canCredit(caller(context), invoice) }),
      remind: t.boolean({ resolve: ({ invoice, context }) => canRemind(caller(context), invoice) }),
    }),
  });

const linesOf = (context: GraphQLContext, id: number) =>
  loaderOf<number, InvoiceLineRow[]>(context, 'invoiceLines', async (ids) => {
    const rows = await invoices.linesOfInvoices(context.deps.db, ids);
    return ids.map((key) => rows.filter((row) => row.invoiceId === key));
  }).load(id);

export const InvoiceType = builder.objectRef<InvoiceRow>('Invoice').implement({
  description: 'An invoice or credit note, its parties and amounts frozen when issued.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { nullable: true }),
    kind: t.field({ type: InvoiceKindEnum, resolve: (i) => i.kind as 'invoice' }),
    flow: t.field({ type: InvoiceFlowEnum, resolve: (i) => i.flow as 'platformToCorporate' }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status as InvoiceStatus }),
    overdue: t.boolean({ resolve: (i) => isOverdue(i.status as InvoiceStatus, i.dueDate, todayInParis()) }),
    issuerName: t.string({ resolve: (i) => i.issuer.legalName || i.issuer.name }),
    recipientName: t.string({ resolve: (i) => i.recipient.legalName || i.recipient.name }),
    dealId: t.id({ nullable: true, resolve: (i) => i.dealId }),
    companyId: t.id({ nullable: true, resolve: (i) => i.companyId }),
    freelanceId: t.id({ nullable: true, resolve: (i) => i.freelanceId }),
    periodStart: t.field({ type: 'Date', nullable: true, resolve: (i) => i.periodStart }),
    periodEnd: t.field({ type: 'Date', nullable: true, resolve: (i) => i.periodEnd }),
    issueDate: t.field({ type: 'Date', nullable: true, resolve: (i) => i.issueDate }),
    dueDate: t.field({ type: 'Date', nullable: true, resolve: (i) => i.dueDate }),
    totalExclVat: t.float({ resolve: (i) => i.totalExclVatCents / 100 }),
    vat: t.float({ resolve: (i) => i.vatCents / 100 }),
    totalInclVat: t.float({ resolve: (i) => i.totalInclVatCents / 100 }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.paidAt }),
    paidAmount: t.float({ nullable: true, resolve: (i) => euros(i.paidAmountCents) }),
    mentions: t.stringList({ resolve: (i) => i.mentions }),
    lines: t.field({ type: [InvoiceLineType], resolve: async (i, _a, c) => (await linesOf(c, i.id)) ?? [] }),
    creditedInvoiceId: t.id({ nullable: true, resolve: (i) => i.creditedInvoiceId }),
    pdfUrl: t.string({ nullable: true, resolve: (i) => (i.pdfStorageKey ? `/invoice-files/${i.id}.pdf` : null) }),
    facturxUrl: t.string({
      nullable: true,
      resolve: (i) => (i.facturxStorageKey ? `/invoice-files/${i.id}?format=facturx` : null),
    }),
    remindersSent: t.exposeInt('remindersSent'),
    lastReminderOn: t.field({ type: 'Date', nullable: true, resolve: (i) => i.lastReminderOn }),
    penalties: t.field({
      type: InvoicePenaltiesType,
      nullable: true,
      description: 'For the team only: null for anyone else.',
      resolve: (i, _a, c) =>
        caller(c).role === 'teamMember' && i.flow === 'platformToCorporate' ? { invoice: i } : null,
    }),
    viewerCan: t.field({ type: InvoiceViewerCanType, resolve: (invoice, _a, context) => ({ invoice, context }) }),
  }),
});

const InvoiceCountsType = builder.objectRef<Record<string, number>>('InvoiceCounts').implement({
  fields: (t) => ({
    draft: t.int({ resolve: (c) => c.draft ?? 0 }),
    issued: t.int({ resolve: (c) => c.issued ?? 0 }),
    paid: t.int({ resolve: (c) => c.paid ?? 0 }),
    cancelled: t.int({ resolve: (c) => c.cancelled ?? 0 }),
    overdue: t.int({ resolve: (c) => c.overdue ?? 0 }),
  }),
});

const InvoicePageType = builder.objectRef<invoices.InvoicePage>('InvoicePage').implement({
  fields: (t) => ({
    items: t.field({ type: [InvoiceType], resolve: (p) => p.rows }),
    count: t.int({ resolve: (p) => p.total }),
    counts: t.field({
      type: InvoiceCountsType,
      description: 'Per tab, with the other filters applied.',
      resolve: (p) => p.counts,
    }),
  }),
});

const InvoiceFilterInput = builder.inputType('InvoiceFilter', {
  fields: (t) => ({
    status: t.field({ type: InvoiceListStatusEnum }),
    flow: t.field({ type: InvoiceFlowEnum }),
    kind: t.field({ type: InvoiceKindEnum }),
    companyId: t.id(),
    freelanceId: t.id(),
    month: t.string({ description: 'YYYY-MM: invoices whose service period starts that month.' }),
    search: t.string({ description: 'Number, client or issuer name.' }),
  }),
});

type FilterArg =
  | {
      status?: string | null;
      flow?: string | null;
      kind?: string | null;
      companyId?: string | number | null;
      freelanceId?: string | number | null;
      month?: string | null;
      search?: string | null;
    }
  | null
  | undefined;

function filterOf(filter: FilterArg) {
  if (filter?.month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(filter.month))
    throw new AppError(ErrorCode.invalidInput, 'Mois invalide.', 'month');
  return {
    status: filter?.status ?? null,
    flow: filter?.flow ?? null,
    kind: filter?.kind ?? null,
    companyId: optionalId(filter?.companyId),
    freelanceId: optionalId(filter?.freelanceId),
    month: filter?.month ?? null,
    search: filter?.search?.slice(0, 100) ?? null,
  };
}

function pageOf(offset: number | null | undefined, limit: number | null | undefined) {
  const size = limit ?? 25;
  if (!isPageSize(size)) throw new AppError(ErrorCode.invalidInput, 'Taille de page invalide.', 'limit');
  return { offset: Math.max(0, Math.min(offset ?? 0, 1_000_000)), limit: size };
}

const PayStepEnum = builder.enumType('PayStep', {
  values: ['workLog', 'validated', 'invoiced', 'clientPaid', 'paid'] as const,
});

const PayTrackerMonthType = builder.objectRef<PayTrackerMonth>('PayTrackerMonth').implement({
  description: 'A month of a deal on its way to the freelancer’s payment.',
  fields: (t) => ({
    dealId: t.id({ resolve: (m) => m.dealId }),
    missionId: t.id({ resolve: (m) => m.missionId }),
    missionTitle: t.exposeString('missionTitle'),
    month: t.exposeString('month'),
    workedDays: t.exposeFloat('workedDays'),
    workLogValidatedOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.workLogValidatedOn }),
    invoiceId: t.id({ nullable: true, resolve: (m) => m.invoiceId }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    invoiceIssuedOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.invoiceIssuedOn }),
    amount: t.float({
      nullable: true,
      description: 'Paid to the freelancer, VAT included.',
      resolve: (m) => euros(m.amountCents),
    }),
    clientDueOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.clientDueOn }),
    clientPaidOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.clientPaidOn }),
    expectedPaymentOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.expectedPaymentOn }),
    paidOn: t.field({ type: 'Date', nullable: true, resolve: (m) => m.paidOn }),
    step: t.field({ type: PayStepEnum, resolve: (m) => m.step }),
  }),
});

const listArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  filter: t.arg({ type: InvoiceFilterInput }),
  offset: t.arg.int(),
  limit: t.arg.int({ description: '25, 50 or 100.' }),
});

builder.queryFields((t) => ({
  invoices: t.field({
    type: InvoicePageType,
    description: 'Every invoice (back office), filtered and paginated.',
    authScopes: { teamMember: true },
    args: listArgs(t),
    resolve: (_r, a, c) => invoices.listInvoices(c.deps.db, caller(c), filterOf(a.filter), pageOf(a.offset, a.limit)),
  }),
  myInvoices: t.field({
    type: InvoicePageType,
    description: 'The freelancer’s invoices: issued in their name to the platform, or by the platform to them.',
    authScopes: { freelancer: true },
    args: listArgs(t),
    resolve: (_r, a, c) => invoices.listInvoices(c.deps.db, caller(c), filterOf(a.filter), pageOf(a.offset, a.limit)),
  }),
  companyInvoices: t.field({
    type: InvoicePageType,
    description: 'The platform’s invoices to the viewer’s company (administration: showAdministration).',
    authScopes: { $all: { corporate: true, permission: 'showAdministration' } },
    args: listArgs(t),
    resolve: (_r, a, c) => invoices.listInvoices(c.deps.db, caller(c), filterOf(a.filter), pageOf(a.offset, a.limit)),
  }),
  invoicesOfDeal: t.field({
    type: [InvoiceType],
    description: 'The invoices of a deal the viewer may see.',
    authScopes: anyMarketUser,
    args: { dealId: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => invoices.invoicesOfDeal(c.deps.db, caller(c), toId(a.dealId)),
  }),
  missionInvoices: t.field({
    type: [InvoiceType],
    description: 'The invoices of a mission’s deals the viewer may see (the mission page’s section).',
    authScopes: clientOrTeam,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => invoices.invoicesOfMission(c.deps.db, caller(c), toId(a.missionId)),
  }),
  invoice: t.field({
    type: InvoiceType,
    authScopes: anyMarketUser,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => invoices.readableInvoice(c.deps.db, caller(c), toId(a.id)),
  }),
  payTracker: t.field({
    type: [PayTrackerMonthType],
    description: 'The freelancer’s months on their way to payment, latest first.',
    authScopes: { freelancer: true },
    args: { missionId: t.arg.id() },
    resolve: (_r, a, c) => payTracker(c.deps.db, caller(c), optionalId(a.missionId)),
  }),
}));

builder.mutationFields((t) => ({
  generateTimesheetInvoices: t.field({
    type: [InvoiceType],
    description: 'Issues the invoices of a validated timesheet (605 otherwise, and once only).',
    authScopes: { teamMember: true },
    args: { timesheetId: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => issuing.generateTimesheetInvoicesAsTeam(c.deps, caller(c), toId(a.timesheetId)),
  }),
  markInvoicePaid: t.field({
    type: InvoiceType,
    authScopes: { teamMember: true },
    args: {
      id: t.arg.id({ required: true }),
      paidAt: t.arg({ type: 'Date', required: true }),
      amount: t.arg.float({ required: true }),
    },
    resolve: (_r, a, c) => {
      if (!isCalendarDay(a.paidAt)) throw new AppError(ErrorCode.invalidInput, 'Date invalide.', 'paidAt');
      if (!Number.isFinite(a.amount)) throw new AppError(ErrorCode.invalidInput, 'Montant invalide.', 'amount');
      return invoices.markInvoicePaid(c.deps, caller(c), toId(a.id), a.paidAt, toCents(a.amount));
    },
  }),
  createCreditNote: t.field({
    type: InvoiceType,
    description: 'Cancels an invoice with a credit note of negative totals in the same issuer’s sequence.',
    authScopes: { teamMember: true },
    args: { invoiceId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, a, c) => invoices.createCreditNote(c.deps, caller(c), toId(a.invoiceId), a.reason.slice(0, 500)),
  }),
  computeInvoicePenalties: t.field({
    type: InvoiceType,
    description: 'Computes and records the penalties of an overdue client invoice, for the team to see before sending.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => computeInvoicePenalties(c.deps, caller(c), toId(a.id)),
  }),
  sendInvoiceReminder: t.field({
    type: InvoiceType,
    description: 'Mails a reminder to the client now, with the penalties computed before if any.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, c) => sendInvoiceReminder(c.deps, caller(c), toId(a.id)),
  }),
}));
