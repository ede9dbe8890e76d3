import { ErrorCode } from '@orbite/domain/errors';
import { type WorkLogStatus, workLogStatuses } from '@orbite/domain/work-log';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { AppError } from '../../platform/errors';
import { findCompanies } from '../companies/companies.service';
import type { DealRow } from '../deals/deals.tables';
import { freelanceNamesOf } from '../matches/matches.service';
import { marketCallerOf } from '../missions/missions.caller';
import { missionsByIds } from '../missions/missions.service';
import * as timesheets from './timesheets.service';
import './work-log-reminders';
import { allowedWorkLogActions, canEditWorkLogOf, canReadTimesheet, workLogActions } from './work-logs.policy';
import * as workLogs from './work-logs.service';
import type { TimesheetRow } from './work-logs.tables';

const toId = (value: string | number) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.notFound);
  return id;
};
const caller = (context: GraphQLContext) => marketCallerOf(context);

/** Freelancers and clients with their missions flag, and the team. */
const workLogReaders = {
  teamMember: true,
  $all: { permission: 'showMissions', $any: { corporate: true, freelancer: true } },
} as const;
const clientOrTeam = { teamMember: true, $all: { corporate: true, permission: 'showMissions' } } as const;
const freelancerOrTeam = { teamMember: true, $all: { freelancer: true, permission: 'showMissions' } } as const;

export const WorkLogStatusEnum = builder.enumType('WorkLogStatus', { values: workLogStatuses });
const WorkLogActionEnum = builder.enumType('WorkLogAction', { values: workLogActions });

const WorkLogEntryType = builder.objectRef<{ day: string; days: number }>('WorkLogEntry').implement({
  description: 'One day of a work log: 0.5 or 1 day of work (days without an entry count 0).',
  fields: (t) => ({
    day: t.field({ type: 'Date', resolve: (e) => e.day }),
    days: t.exposeFloat('days'),
  }),
});

const WorkLogEntryInput = builder.inputType('WorkLogEntryInput', {
  fields: (t) => ({
    day: t.field({ type: 'Date', required: true }),
    days: t.float({ required: true, description: '0, 0.5 or 1.' }),
  }),
});

const missionTitleOf = (c: GraphQLContext, id: number) =>
  loaderOf<number, string>(c, 'workLogMissionTitle', async (ids) => {
    const rows = await missionsByIds(c.deps.db, ids);
    return ids.map((missionId) => rows.find((m) => m.id === missionId)?.title ?? null);
  }).load(id);
const companyNameOf = (c: GraphQLContext, id: number) =>
  loaderOf<number, string>(c, 'workLogCompanyName', async (ids) => {
    const rows = await findCompanies(c.deps.db, ids);
    return ids.map((companyId) => rows.find((m) => m.id === companyId)?.name ?? null);
  }).load(id);
const freelanceNameOf = (c: GraphQLContext, id: number) =>
  loaderOf<number, string>(c, 'workLogFreelanceName', async (ids) => {
    const names = await freelanceNamesOf(c.deps.db, ids);
    return ids.map((fid) => {
      const name = names.get(fid);
      return name ? `${name.firstName} ${name.lastName}`.trim() : null;
    });
  }).load(id);

const WorkLogDealType = builder.objectRef<DealRow>('WorkLogDeal').implement({
  description: 'What a work log shows of its deal: the period, the rhythm and the parties.',
  fields: (t) => ({
    id: t.exposeID('id'),
    missionId: t.exposeID('missionId'),
    version: t.exposeInt('version'),
    status: t.exposeString('status'),
    startDate: t.field({ type: 'Date', resolve: (d) => workLogs.periodOf(d).startDate }),
    endDate: t.field({ type: 'Date', resolve: (d) => workLogs.periodOf(d).endDate }),
    daysPerWeek: t.exposeInt('daysPerWeek'),
    missionTitle: t.string({ nullable: true, resolve: (d, _a, c) => missionTitleOf(c, d.missionId) }),
    companyName: t.string({ nullable: true, resolve: (d, _a, c) => companyNameOf(c, d.companyId) }),
    freelanceName: t.string({ nullable: true, resolve: (d, _a, c) => freelanceNameOf(c, d.freelanceId) }),
  }),
});

const TimesheetStatusEnum = builder.enumType('TimesheetStatus', {
  values: ['open', 'submitted', 'craValidated', 'validated', 'invoiced', 'synced'] as const,
});

export const TimesheetType = builder.objectRef<TimesheetRow>('Timesheet').implement({
  description: 'The invoicing side of a deal’s month: follows its work log, then validated and invoiced.',
  fields: (t) => ({
    id: t.exposeID('id'),
    dealId: t.exposeID('dealId'),
    month: t.exposeString('month'),
    status: t.field({ type: TimesheetStatusEnum, resolve: (s) => s.status as never }),
    safeMode: t.exposeBoolean('safeMode'),
    workedDays: t.float({ resolve: (s) => Number(s.workedDays) }),
    validatedAt: t.expose('validatedAt', { type: 'DateTime', nullable: true }),
    invoicedAt: t.expose('invoicedAt', { type: 'DateTime', nullable: true }),
  }),
});

const timesheetOf = (c: GraphQLContext, dealId: number, month: string) =>
  loaderOf<number, TimesheetRow[]>(c, 'workLogTimesheets', async (dealIds) => {
    const rows = await timesheets.timesheetsOfDeals(c.deps.db, dealIds);
    return dealIds.map((id) => rows.filter((r) => r.dealId === id));
  })
    .load(dealId)
    .then((rows) => rows?.find((r) => r.month === month) ?? null);

export const WorkLogType = builder.objectRef<workLogs.WorkLogWithDeal>('WorkLog').implement({
  description: 'The monthly activity report (CRA) of a deal.',
  fields: (t) => ({
    id: t.id({ resolve: ({ workLog }) => workLog.id }),
    month: t.string({ description: 'YYYY-MM.', resolve: ({ workLog }) => workLog.month }),
    status: t.field({ type: WorkLogStatusEnum, resolve: ({ workLog }) => workLog.status as WorkLogStatus }),
    deal: t.field({ type: WorkLogDealType, resolve: ({ deal }) => deal }),
    entries: t.field({ type: [WorkLogEntryType], resolve: ({ workLog }) => workLog.entries }),
    totalDays: t.float({ resolve: ({ workLog }) => Number(workLog.totalDays) }),
    expectedDays: t.float({
      description: 'The days the month holds at the deal’s rhythm (a hint).',
      resolve: ({ workLog, deal }) => workLogs.expectedDaysOf(deal, workLog.month),
    }),
    comment: t.string({ nullable: true, resolve: ({ workLog }) => workLog.comment }),
    statusComment: t.string({
      nullable: true,
      description: 'The client’s words when contesting, or the team’s reason to skip.',
      resolve: ({ workLog }) => workLog.statusComment,
    }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ workLog }) => workLog.submittedAt }),
    validatedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ workLog }) => workLog.validatedAt }),
    lockedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ workLog }) => workLog.lockedAt }),
    revision: t.int({ resolve: ({ workLog }) => workLog.revision }),
    viewerCanEdit: t.boolean({
      resolve: ({ workLog, deal }, _a, c) => canEditWorkLogOf(caller(c), deal, workLog.status as WorkLogStatus),
    }),
    allowedMoves: t.field({
      type: [WorkLogActionEnum],
      description: 'The moves the viewer may make now.',
      resolve: ({ workLog, deal }, _a, c) => allowedWorkLogActions(caller(c), deal, workLog.status as WorkLogStatus),
    }),
    fileUrl: t.string({
      description: 'The activity report as a PDF (GET, same authorization).',
      resolve: ({ workLog }) => `/work-log-files/${workLog.id}`,
    }),
    timesheet: t.field({
      type: TimesheetType,
      nullable: true,
      description: 'For the team and the client; null for the freelancer.',
      resolve: ({ workLog, deal }, _a, c) =>
        canReadTimesheet(caller(c), deal) ? timesheetOf(c, deal.id, workLog.month) : null,
    }),
  }),
});

builder.queryFields((t) => ({
  workLogsOfDeal: t.field({
    type: [WorkLogType],
    description: 'Every month of a signed (or ended) deal, opened on demand.',
    authScopes: workLogReaders,
    args: { dealId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => workLogs.workLogsOfDeal(c.deps, caller(c), toId(args.dealId)),
  }),
  missionWorkLogs: t.field({
    type: [WorkLogType],
    description: 'The work logs of every deal of a mission the viewer may see (the mission page section).',
    authScopes: workLogReaders,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => workLogs.workLogsOfMission(c.deps, caller(c), toId(args.missionId)),
  }),
  workLog: t.field({
    type: WorkLogType,
    authScopes: workLogReaders,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => workLogs.readableWorkLog(c.deps.db, caller(c), toId(args.id)),
  }),
  myWorkLogs: t.field({
    type: [WorkLogType],
    description: 'The freelancer’s work logs: every month of every deal.',
    authScopes: { $all: { freelancer: true, permission: 'showMissions' } },
    resolve: (_r, _a, c) => workLogs.myWorkLogs(c.deps, caller(c)),
  }),
  companyWorkLogs: t.field({
    type: [WorkLogType],
    description: 'The client’s reports in a status (submitted: waiting for its validation); the team’s, all companies.',
    authScopes: clientOrTeam,
    args: { status: t.arg({ type: WorkLogStatusEnum }) },
    resolve: (_r, args, c) => workLogs.companyWorkLogs(c.deps, caller(c), args.status ?? 'submitted'),
  }),
}));

const withDeal = async (c: GraphQLContext, id: number, row: Promise<unknown>) => {
  await row;
  return workLogs.readableWorkLog(c.deps.db, caller(c), id);
};

builder.mutationFields((t) => ({
  updateWorkLog: t.field({
    type: WorkLogType,
    description:
      'The freelancer (or the team) changes a draft’s days and comment: 400 with reason on an invalid day, 622 on a stale revision.',
    authScopes: freelancerOrTeam,
    args: {
      id: t.arg.id({ required: true }),
      entries: t.arg({ type: [WorkLogEntryInput], required: true }),
      comment: t.arg.string(),
      revision: t.arg.int({ required: true }),
    },
    resolve: (_r, args, c) => {
      const id = toId(args.id);
      return withDeal(
        c,
        id,
        workLogs.updateWorkLog(c.deps, caller(c), id, {
          entries: args.entries,
          comment: args.comment,
          revision: args.revision,
        }),
      );
    },
  }),
  submitWorkLog: moveField(t, 'submit', 'The freelancer sends the month to the client.', freelancerOrTeam),
  withdrawWorkLog: moveField(t, 'withdraw', 'The freelancer takes back a report the client has not answered.', {
    $all: { freelancer: true, permission: 'showMissions' },
  }),
  validateWorkLog: moveField(t, 'validate', 'The client (or the team) validates the month.', clientOrTeam),
  contestWorkLog: moveField(
    t,
    'contest',
    'The client (or the team) sends the month back, comment required.',
    clientOrTeam,
  ),
  lockWorkLog: moveField(t, 'lock', 'The team locks a validated month.', { teamMember: true }),
  skipWorkLog: moveField(t, 'skip', 'The team skips a month with nothing to report, reason required.', {
    teamMember: true,
  }),
  reopenWorkLog: moveField(t, 'reopen', 'The team reopens a skipped month.', { teamMember: true }),
  validateTimesheet: t.field({
    type: TimesheetType,
    description: 'The team validates a timesheet the client validated (safe mode), optionally correcting the days.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }), workedDays: t.arg.float() },
    resolve: (_r, args, c) => timesheets.validateTimesheet(c.deps, caller(c), toId(args.id), args.workedDays),
  }),
  updateTimesheetWorkedDays: t.field({
    type: TimesheetType,
    description: 'The team corrects the days to invoice (fewer than 3 decimals) before validating.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }), workedDays: t.arg.float({ required: true }) },
    resolve: (_r, args, c) => timesheets.correctWorkedDays(c.deps, caller(c), toId(args.id), args.workedDays),
  }),
  toggleTimesheetSafeMode: t.field({
    type: TimesheetType,
    description: 'Safe mode on: the platform stops at the client’s validation; off: it validates at once.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }), safeMode: t.arg.boolean({ required: true }) },
    resolve: (_r, args, c) => timesheets.toggleSafeMode(c.deps, caller(c), toId(args.id), args.safeMode),
  }),
}));

type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0];

function moveField(
  t: MutationFieldBuilder,
  action: (typeof workLogActions)[number],
  description: string,
  authScopes: Record<string, unknown>,
) {
  return t.field({
    type: WorkLogType,
    description,
    authScopes: authScopes as never,
    args: {
      id: t.arg.id({ required: true }),
      comment: t.arg.string({ description: 'contest: what to correct.' }),
      reason: t.arg.string({ description: 'skip: why the month has nothing to report.' }),
      revision: t.arg.int(),
    },
    resolve: (_r, args, c) => {
      const id = toId(args.id);
      return withDeal(
        c,
        id,
        workLogs.moveWorkLog(c.deps, caller(c), id, action, {
          comment: args.comment ?? args.reason,
          revision: args.revision,
        }),
      );
    },
  });
}
