import { addDays, addMonths, todayInParis } from '@orbite/domain/calendar-day';
import { dealWorkingDaysInMonth, monthOf } from '@orbite/domain/work-log-days';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../../platform/jobs';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { insertSignedDeal } from './work-logs.fixtures';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;
let freelancer: TestClient;
let otherFreelancer: TestClient;
let freelancerEmail: string;
let companyId: number;
let freelanceId: number;

const today = todayInParis();
const currentMonth = monthOf(today);
const previousMonth = monthOf(addMonths(`${currentMonth}-01`, -1));
const startDate = `${previousMonth}-10`;
const endDate = addMonths(today, 3);
let dealId: number;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const corporate = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = corporate.company.id;
  client = await signedIn(app, corporate.user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const f = await makeFreelancer(app);
  freelanceId = f.freelance.id;
  freelancerEmail = f.user.email;
  freelancer = await signedIn(app, f.user.email);
  otherFreelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
  ({
    deal: { id: dealId },
  } = await insertSignedDeal(app.server.deps.db, { companyId, freelanceId, startDate, endDate }));
});
afterAll(() => app?.stop());

const WORK_LOG = `id month status totalDays expectedDays comment statusComment revision viewerCanEdit allowedMoves
  submittedAt validatedAt entries { day days } deal { id startDate endDate daysPerWeek missionTitle companyName freelanceName }
  timesheet { id status workedDays safeMode }`;

const listOfDeal = (who: TestClient) =>
  who.gql(`query($id: ID!) { workLogsOfDeal(dealId: $id) { ${WORK_LOG} } }`, { id: String(dealId) });

const update = (who: TestClient, id: string, entries: { day: string; days: number }[], revision: number) =>
  who.gql(
    `mutation($id: ID!, $entries: [WorkLogEntryInput!]!, $revision: Int!) {
      updateWorkLog(id: $id, entries: $entries, comment: "Mise en production du pipeline.", revision: $revision) { ${WORK_LOG} } }`,
    { id, entries, revision },
  );

const move = (who: TestClient, mutation: string, id: string, extra = '') =>
  who.gql(`mutation($id: ID!) { ${mutation}(id: $id${extra}) { ${WORK_LOG} } }`, { id });

async function events(type: string, entityId: string) {
  return app.server.deps.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.type, type), eq(activityEvents.entityId, entityId)));
}

describe('work logs from a signed deal to a validated month', () => {
  let previous: { id: string; revision: number; totalDays: number };
  let current: { id: string; revision: number };

  it('opens every month the deal covers up to the current one, prefilled at the deal rhythm', async () => {
    const answer = await listOfDeal(freelancer);
    expect(answer.errors).toBeUndefined();
    const logs = answer.data!.workLogsOfDeal;
    expect(logs.map((l: { month: string }) => l.month)).toEqual([previousMonth, currentMonth]);
    const period = { startDate, endDate };
    const expected = dealWorkingDaysInMonth(previousMonth, period).length;
    expect(logs[0]).toMatchObject({
      status: 'draft',
      totalDays: expected,
      expectedDays: expected,
      viewerCanEdit: true,
    });
    expect(logs[0].allowedMoves).toEqual(['submit']);
    expect(logs[0].entries[0].day >= startDate).toBe(true);
    expect(logs[0].timesheet).toBeNull(); // the invoicing side is not the freelancer's
    expect(logs[0].deal).toMatchObject({ daysPerWeek: 5, companyName: 'Lumen Analytics' });
    previous = logs[0];
    current = logs[1];
    expect(await events('work_log_created', previous.id)).toHaveLength(1);
    // Reading again opens nothing twice.
    expect((await listOfDeal(freelancer)).data!.workLogsOfDeal).toHaveLength(2);
    expect(await events('work_log_created', previous.id)).toHaveLength(1);
    const forClient = (await listOfDeal(client)).data!.workLogsOfDeal;
    expect(forClient[0].timesheet).toMatchObject({ status: 'open', safeMode: false });
    expect(forClient[0].viewerCanEdit).toBe(false);
  });

  it('hides the work logs from outsiders (404)', async () => {
    expect(errorCode(await listOfDeal(outsider))).toBe(404);
    expect(errorCode(await listOfDeal(otherFreelancer))).toBe(404);
    const read = (who: TestClient) => who.gql('query($id: ID!) { workLog(id: $id) { id } }', { id: previous.id });
    expect(errorCode(await read(outsider))).toBe(404);
    expect(errorCode(await read(otherFreelancer))).toBe(404);
    expect(errorCode(await read(app.client()))).toBe(401);
  });

  it('lets the freelancer fill the days; the total is the server’s', async () => {
    const days = dealWorkingDaysInMonth(previousMonth, { startDate, endDate });
    const entries = days.map((day, i) => ({ day, days: i === 0 ? 0.5 : i === 1 ? 0 : 1 }));
    const answer = await update(freelancer, previous.id, entries, previous.revision);
    expect(answer.errors).toBeUndefined();
    const log = answer.data!.updateWorkLog;
    expect(log.totalDays).toBe(days.length - 1.5);
    expect(log.entries).toHaveLength(days.length - 1); // a day at 0 is a day without an entry
    expect(log.comment).toBe('Mise en production du pipeline.');
    expect(log.revision).toBe(previous.revision + 1);
    previous = log;
    expect(await events('work_log_updated', previous.id)).toHaveLength(1);
    // The pay tracker counts the days declared while the month waits for its validation (not « 0 jour »).
    const tracker = (await freelancer.gql('{ payTracker { month workedDays workLogValidatedOn } }')).data?.payTracker;
    expect(tracker).toContainEqual({ month: previousMonth, workedDays: days.length - 1.5, workLogValidatedOn: null });
  });

  it('refuses invalid days with a clear code and reason, and a stale revision with 622', async () => {
    const day = `${previousMonth}-20`;
    const reasonOf = (answer: { errors?: { extensions?: { reason?: unknown } }[] }) =>
      answer.errors?.[0]?.extensions?.reason;
    const third = await update(freelancer, previous.id, [{ day, days: 0.3 }], previous.revision);
    expect(errorCode(third)).toBe(400);
    expect(reasonOf(third as never)).toBe('invalidDays');
    const two = await update(freelancer, previous.id, [{ day, days: 2 }], previous.revision);
    expect(reasonOf(two as never)).toBe('invalidDays');
    const before = await update(freelancer, previous.id, [{ day: `${previousMonth}-02`, days: 1 }], previous.revision);
    expect(errorCode(before)).toBe(400);
    expect(reasonOf(before as never)).toBe('outsideDeal');
    const otherMonth = await update(
      freelancer,
      previous.id,
      [{ day: `${currentMonth}-02`, days: 1 }],
      previous.revision,
    );
    expect(reasonOf(otherMonth as never)).toBe('outsideMonth');
    expect(errorCode(await update(freelancer, previous.id, [{ day, days: 1 }], previous.revision - 1))).toBe(622);
    // Nothing was written.
    const read = await freelancer.gql('query($id: ID!) { workLog(id: $id) { totalDays revision } }', {
      id: previous.id,
    });
    expect(read.data!.workLog).toEqual({ totalDays: previous.totalDays, revision: previous.revision });
  });

  it('never lets the client edit a freelancer’s work log', async () => {
    const answer = await update(client, previous.id, [{ day: `${previousMonth}-20`, days: 1 }], previous.revision);
    expect([403, 404]).toContain(errorCode(answer));
    expect(errorCode(await update(outsider, previous.id, [], previous.revision))).toBeGreaterThanOrEqual(403);
  });

  it('refuses the client validating a draft (605) and the freelancer validating their own report', async () => {
    expect(errorCode(await move(client, 'validateWorkLog', previous.id))).toBe(605);
    const submitted = await move(freelancer, 'submitWorkLog', previous.id);
    expect(submitted.data!.submitWorkLog).toMatchObject({ status: 'submitted', viewerCanEdit: false });
    expect(submitted.data!.submitWorkLog.allowedMoves).toEqual(['withdraw']);
    expect(errorCode(await move(freelancer, 'validateWorkLog', previous.id))).toBe(403);
    expect(errorCode(await move(outsider, 'validateWorkLog', previous.id))).toBe(404);
    expect(errorCode(await move(freelancer, 'submitWorkLog', previous.id))).toBe(605);
    expect(errorCode(await update(freelancer, previous.id, [], submitted.data!.submitWorkLog.revision))).toBe(605);
  });

  it('lets the client contest with a comment, then validate: the timesheet is validated at once', async () => {
    const waiting = (await client.gql(`{ companyWorkLogs { id status timesheet { status } } }`)).data!.companyWorkLogs;
    expect(waiting).toEqual([{ id: previous.id, status: 'submitted', timesheet: { status: 'submitted' } }]);
    expect(errorCode(await move(client, 'contestWorkLog', previous.id))).toBe(400);
    const contested = await move(client, 'contestWorkLog', previous.id, ', comment: "Le 14 était un jour férié."');
    expect(contested.data!.contestWorkLog).toMatchObject({
      status: 'draft',
      statusComment: 'Le 14 était un jour férié.',
    });
    expect(contested.data!.contestWorkLog.timesheet.status).toBe('open');
    expect(await events('work_log_contested', previous.id)).toHaveLength(1);
    await move(freelancer, 'submitWorkLog', previous.id);
    const validated = await move(client, 'validateWorkLog', previous.id);
    expect(validated.errors).toBeUndefined();
    const log = validated.data!.validateWorkLog;
    expect(log.status).toBe('locked');
    expect(log.validatedAt).toBeTruthy();
    // Validated, then invoiced by the invoicing module in the same transaction.
    expect(log.timesheet.workedDays).toBe(previous.totalDays);
    expect(['validated', 'invoiced']).toContain(log.timesheet.status);
    expect(await events('work_log_cra_validated', previous.id)).toHaveLength(1);
    expect(await events('timesheet_cra_validated', log.timesheet.id)).toHaveLength(1);
    expect(await events('timesheet_validated', log.timesheet.id)).toHaveLength(1);
    const mine = (await freelancer.gql('{ myWorkLogs { id status } }')).data!.myWorkLogs;
    expect(mine).toContainEqual({ id: previous.id, status: 'locked' });
  });

  it('stops at the client validation in safe mode until the team validates, with corrected days', async () => {
    const listed = (await listOfDeal(team)).data!.workLogsOfDeal[1];
    const timesheetId = listed.timesheet.id;
    expect(
      errorCode(await client.gql(`mutation { toggleTimesheetSafeMode(id: "${timesheetId}", safeMode: true) { id } }`)),
    ).toBe(403);
    const on = await team.gql(
      `mutation { toggleTimesheetSafeMode(id: "${timesheetId}", safeMode: true) { safeMode } }`,
    );
    expect(on.data!.toggleTimesheetSafeMode.safeMode).toBe(true);
    expect(await events('timesheet_safe_mode_on', timesheetId)).toHaveLength(1);
    await move(freelancer, 'submitWorkLog', current.id);
    const validated = await move(client, 'validateWorkLog', current.id);
    expect(validated.data!.validateWorkLog.status).toBe('validated');
    expect(validated.data!.validateWorkLog.timesheet.status).toBe('craValidated');
    const correct = (days: number) =>
      team.gql(`mutation { updateTimesheetWorkedDays(id: "${timesheetId}", workedDays: ${days}) { workedDays } }`);
    expect(errorCode(await correct(12.125))).toBe(400);
    expect((await correct(12.25)).data!.updateTimesheetWorkedDays.workedDays).toBe(12.25);
    expect(errorCode(await client.gql(`mutation { validateTimesheet(id: "${timesheetId}") { id } }`))).toBe(403);
    const done = await team.gql(`mutation { validateTimesheet(id: "${timesheetId}") { status workedDays } }`);
    expect(done.data!.validateTimesheet.workedDays).toBe(12.25);
    expect(['validated', 'invoiced']).toContain(done.data!.validateTimesheet.status);
    expect(await events('timesheet_validated', timesheetId)).toHaveLength(1);
    expect(errorCode(await team.gql(`mutation { validateTimesheet(id: "${timesheetId}") { id } }`))).toBe(605);
    const after = await client.gql('query($id: ID!) { workLog(id: $id) { status } }', { id: current.id });
    expect(after.data!.workLog.status).toBe('locked');
  });

  it('serves the CRA as a PDF to the parties only', async () => {
    const response = await fetch(`${app.url}/work-log-files/${previous.id}`, {
      headers: { cookie: freelancer.cookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Compte rendu d’activité');
    expect(text).toContain('Lumen Analytics');
    expect(text).toContain(`Total : ${String(previous.totalDays).replace('.', ',')} jours`);
    expect(text).toContain('Validé le');
    const forOutsider = await fetch(`${app.url}/work-log-files/${previous.id}`, {
      headers: { cookie: outsider.cookie! },
    });
    expect(forOutsider.status).toBe(404);
    expect((await fetch(`${app.url}/work-log-files/${previous.id}`)).status).toBe(401);
  });
});

describe('the team skips and reopens a month', () => {
  it('needs a reason to skip, and only the team skips', async () => {
    const { deal } = await insertSignedDeal(app.server.deps.db, {
      companyId,
      freelanceId,
      startDate: `${currentMonth}-01`,
      endDate: addDays(today, 30),
      daysPerWeek: 3,
    });
    const logs = (await team.gql(`{ workLogsOfDeal(dealId: "${deal.id}") { id entries { day } totalDays } }`)).data!
      .workLogsOfDeal;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ entries: [], totalDays: 0 }); // part time: nothing prefilled
    const id = logs[0].id;
    expect(errorCode(await move(freelancer, 'skipWorkLog', id, ', reason: "Congés"'))).toBe(403);
    expect(errorCode(await move(team, 'skipWorkLog', id))).toBe(400);
    // A submitted month may be skipped too: its timesheet goes back to open.
    await team.gql(`mutation { submitWorkLog(id: "${id}") { status } }`);
    const skipped = await move(team, 'skipWorkLog', id, ', reason: "Congés tout le mois."');
    expect(skipped.data!.skipWorkLog).toMatchObject({ status: 'skipped', statusComment: 'Congés tout le mois.' });
    expect(skipped.data!.skipWorkLog.allowedMoves).toEqual(['reopen']);
    expect(skipped.data!.skipWorkLog.timesheet.status).toBe('open');
    const reopened = await move(team, 'reopenWorkLog', id);
    expect(reopened.data!.reopenWorkLog).toMatchObject({ status: 'draft', statusComment: null });
    expect(await events('work_log_reopened_after_skip', id)).toHaveLength(1);
  });
});

describe('the daily job', () => {
  it('opens the months of a deal and reminds the freelancer once a working day', async () => {
    const { deal } = await insertSignedDeal(app.server.deps.db, {
      companyId,
      freelanceId,
      startDate: '2026-04-13',
      endDate: '2026-05-29',
      status: 'ended',
    });
    const mails = async () =>
      (await app.outbox()).filter((mail) => mail.includes(`To: ${freelancerEmail}`) && mail.includes('CRA'));
    const before = (await mails()).length;
    await runDailyJobs(app.server.deps, '2026-05-27');
    const opened = await team.gql(`{ workLogsOfDeal(dealId: "${deal.id}") { id month } }`);
    expect(opened.data!.workLogsOfDeal.map((l: { month: string }) => l.month)).toEqual(['2026-04', '2026-05']);
    expect((await mails()).length).toBe(before + 2); // April is late, May's reminders start on the 27th
    // « d’avril », « de mai »: the month after « de » is elided before a vowel.
    const texts = (await mails()).map(readableMail).join('\n');
    expect(texts).toContain('votre compte rendu d’activité (CRA) d’avril 2026');
    expect(texts).toContain('votre compte rendu d’activité (CRA) de mai 2026');
    await runDailyJobs(app.server.deps, '2026-05-27');
    expect((await mails()).length).toBe(before + 2);
    await runDailyJobs(app.server.deps, '2026-05-30'); // a Saturday
    expect((await mails()).length).toBe(before + 2);
    await runDailyJobs(app.server.deps, '2026-06-01');
    expect((await mails()).length).toBe(before + 4);
    const reminded = await events('work_log_reminder_sent', opened.data!.workLogsOfDeal[1].id);
    expect(reminded).toHaveLength(2);
  });
});
