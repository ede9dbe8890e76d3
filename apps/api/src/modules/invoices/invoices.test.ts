import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { lineTotalCents } from '@orbite/domain/invoicing';
import { toCents } from '@orbite/domain/money';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../../platform/jobs';
import { signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { timesheets } from '../work-logs/work-logs.tables';
import { validateFacturx } from './facturx.testing';
import { embeddedFacturxXml } from './invoice-documents';
import { makeInvoicingFixture, makeTimesheet, signedInTeam } from './invoices.fixtures';
import { numbersOfIssuer } from './invoices.repository';
import { invoices as invoicesTable } from './invoices.tables';
import './invoice-reminders';

const GENERATE = `mutation($id: ID!) { generateTimesheetInvoices(timesheetId: $id) {
  id number kind flow status issuerName recipientName totalExclVat vat totalInclVat dueDate pdfUrl facturxUrl
  lines { quantity unitPrice vatRate totalExclVat vat } } }`;
const INVOICE = `query($id: ID!) { invoice(id: $id) { id number status penalties { latePenalty } } }`;

let app: TestApp;
let team: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  team = (await signedInTeam(app)).client;
});
afterAll(async () => app?.stop());

async function download(client: TestClient, path: string) {
  const response = await fetch(`${app.url}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

describe('invoices of a validated timesheet', () => {
  let fixture: Awaited<ReturnType<typeof makeInvoicingFixture>>;
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely.
  let issued: any[];

  beforeAll(async () => {
    fixture = await makeInvoicingFixture(app, { companyName: 'Acme Invoicing' });
  });

  it('refuses an unvalidated timesheet with 605 and writes nothing', async () => {
    const open = await makeTimesheet(app, fixture.deal.id, '2026-02', 'craValidated', 18);
    const answer = await team.gql(GENERATE, { id: open.id });
    expect(errorCode(answer)).toBe(ErrorCode.invalidMissionState);
    const rows = await app.server.deps.db.select().from(invoicesTable).where(eq(invoicesTable.timesheetId, open.id));
    expect(rows).toEqual([]);
  });

  it('issues the freelancer and client invoices with consecutive numbers and reconciled amounts', async () => {
    const timesheet = await makeTimesheet(app, fixture.deal.id, '2026-03', 'validated', 10.5);
    const answer = await team.gql(GENERATE, { id: timesheet.id });
    expect(answer.errors).toBeUndefined();
    issued = answer.data?.generateTimesheetInvoices;
    expect(issued.map((i) => i.flow)).toEqual(['freelanceToPlatform', 'platformToCorporate']);
    const year = todayInParis().slice(0, 4);
    const own = issued[0];
    const client = issued[1];
    expect(own.number).toBe(`F-${year}-000001`);
    expect(client.number).toMatch(new RegExp(`^F-${year}-\\d{6}$`));
    // The freelancer is VAT exempt: 10.5 days at the net rate, no VAT.
    expect(own.totalExclVat * 100).toBe(lineTotalCents(10.5, toCents(fixture.prices.freelancerDailyNet)));
    expect(own.vat).toBe(0);
    // The client pays 10.5 days at its price plus 20 % VAT; the margin is the difference.
    const clientHt = lineTotalCents(10.5, toCents(fixture.prices.clientDailyPrice));
    expect(Math.round(client.totalExclVat * 100)).toBe(clientHt);
    expect(Math.round(client.vat * 100)).toBe(Math.round(clientHt * 0.2));
    expect(client.recipientName).toBe('Acme Invoicing SAS');
    expect(client.dueDate).toBe(addDays(todayInParis(), 30));
    const [row] = await app.server.deps.db.select().from(timesheets).where(eq(timesheets.id, timesheet.id));
    expect(row?.status).toBe('invoiced');
  });

  it('has nothing to invoice for a month without a worked day', async () => {
    const empty = await makeTimesheet(app, fixture.deal.id, '2026-01', 'validated', 0);
    expect(errorCode(await team.gql(GENERATE, { id: empty.id }))).toBe(ErrorCode.invalidMissionState);
  });

  it('never invoices a timesheet twice', async () => {
    const ids = await app.server.deps.db.select().from(timesheets).where(eq(timesheets.month, '2026-03'));
    const answer = await team.gql(GENERATE, { id: ids[0]!.id });
    expect(errorCode(answer)).toBe(ErrorCode.invalidMissionState);
  });

  it('lets the client download its PDF, with the mandatory mentions', async () => {
    const client = await signedIn(app, fixture.client.user.email);
    const file = await download(client, issued[1].pdfUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes.slice(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(file.bytes, { mergePages: true });
    const flat = text.replace(/[\s\u202f]+/g, ' ');
    for (const expected of [
      issued[1].number,
      'SIRET 73282932000074 · SIREN 732829320',
      'TVA intracommunautaire FR44732829320',
      'TVA 20 %',
      'Total TTC',
      "Date d'échéance",
      'pénalités au taux BCE + 10 points',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    ])
      expect(flat).toContain(expected);
  });

  it('embeds a Factur-X XML that validates against the schema', async () => {
    const file = await download(team, issued[0].facturxUrl);
    expect(file.status).toBe(200);
    const xml = await embeddedFacturxXml(file.bytes);
    expect(xml).toContain(issued[0].number);
    expect((await validateFacturx(xml!)).valid).toBe(true);
  });

  it('keeps invoices to those concerned', async () => {
    const other = await makeInvoicingFixture(app, { companyName: 'Other Co' });
    const stranger = await signedIn(app, other.client.user.email);
    expect(errorCode(await stranger.gql(INVOICE, { id: issued[1].id }))).toBe(ErrorCode.notFound);
    expect((await download(stranger, issued[1].pdfUrl)).status).toBe(404);
    const missionInvoices = 'query($id: ID!) { missionInvoices(missionId: $id) { number } }';
    expect(errorCode(await stranger.gql(missionInvoices, { id: fixture.mission.id }))).toBe(ErrorCode.notFound);
    const client = await signedIn(app, fixture.client.user.email);
    const own = await client.gql(missionInvoices, { id: fixture.mission.id });
    expect(own.data?.missionInvoices.map((i: { number: string }) => i.number)).toEqual([issued[1].number]);
    // The client never sees the freelancer's invoice to the platform.
    expect(errorCode(await client.gql(INVOICE, { id: issued[0].id }))).toBe(ErrorCode.notFound);
    const freelancer = await signedIn(app, fixture.freelancer.user.email);
    expect((await freelancer.gql(INVOICE, { id: issued[0].id })).data?.invoice.number).toBe(issued[0].number);
    expect(errorCode(await freelancer.gql(INVOICE, { id: issued[1].id }))).toBe(ErrorCode.notFound);
    const mine = await freelancer.gql('{ myInvoices { count items { number } } }');
    expect(mine.data?.myInvoices.items.map((i: { number: string }) => i.number)).toEqual([issued[0].number]);
    const company = await client.gql('{ companyInvoices { count items { number } } }');
    expect(company.data?.companyInvoices.items.map((i: { number: string }) => i.number)).toEqual([issued[1].number]);
    // A freelancer cannot mark an invoice paid, nor a client generate one.
    const paid = await freelancer.gql(
      'mutation($id: ID!) { markInvoicePaid(id: $id, paidAt: "2026-04-02", amount: 1) { id } }',
      {
        id: issued[0].id,
      },
    );
    expect(errorCode(paid)).toBe(ErrorCode.forbidden);
    expect(errorCode(await client.gql(GENERATE, { id: 1 }))).toBe(ErrorCode.forbidden);
    expect((await download(client, '/invoices/export.csv?from=2026-01-01&to=2030-12-31')).status).toBe(403);
  });

  it('marks an invoice paid, then shows it in the pay tracker', async () => {
    const answer = await team.gql(
      'mutation($id: ID!, $amount: Float!, $at: Date!) { markInvoicePaid(id: $id, paidAt: $at, amount: $amount) { status paidAmount } }',
      { id: issued[0].id, amount: issued[0].totalInclVat, at: todayInParis() },
    );
    expect(answer.data?.markInvoicePaid).toEqual({ status: 'paid', paidAmount: issued[0].totalInclVat });
    const again = await team.gql(
      'mutation($id: ID!) { markInvoicePaid(id: $id, paidAt: "2026-04-02", amount: 1) { id } }',
      {
        id: issued[0].id,
      },
    );
    expect(errorCode(again)).toBe(ErrorCode.invalidMissionState);
    const freelancer = await signedIn(app, fixture.freelancer.user.email);
    const tracker = await freelancer.gql('{ payTracker { month step invoiceNumber paidOn clientDueOn } }');
    expect(tracker.data?.payTracker).toContainEqual({
      month: '2026-03',
      step: 'paid',
      invoiceNumber: issued[0].number,
      paidOn: todayInParis(),
      clientDueOn: issued[1].dueDate,
    });
  });

  it('cancels an invoice with a credit note in the issuer’s sequence', async () => {
    const answer = await team.gql(
      'mutation($id: ID!) { createCreditNote(invoiceId: $id, reason: "Erreur de jours") { number kind totalInclVat creditedInvoiceId } }',
      { id: issued[1].id },
    );
    expect(answer.errors).toBeUndefined();
    const credit = answer.data?.createCreditNote;
    expect(credit.kind).toBe('creditNote');
    expect(credit.totalInclVat).toBe(-issued[1].totalInclVat);
    expect(credit.number).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(Number(credit.number.slice(-6))).toBe(Number(issued[1].number.slice(-6)) + 1);
    expect((await team.gql(INVOICE, { id: issued[1].id })).data?.invoice.status).toBe('cancelled');
    const twice = await team.gql('mutation($id: ID!) { createCreditNote(invoiceId: $id, reason: "Encore") { id } }', {
      id: issued[1].id,
    });
    expect(errorCode(twice)).toBe(ErrorCode.invalidMissionState);
  });

  it('exports one accounting line per entry, French CSV', async () => {
    const file = await download(team, `/invoices/export.csv?from=2020-01-01&to=${todayInParis()}`);
    expect(file.status).toBe(200);
    const text = Buffer.from(file.bytes).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Journal;Date;Compte;Libellé;Débit;Crédit;N° de facture');
    // Freelancer invoice (no VAT): 604 and 401; client invoice and its credit note: 411, 706, 44571 each.
    expect(lines.length).toBe(1 + 2 + 3 + 3);
    expect(lines.some((l) => l.startsWith('HA;') && l.includes(';401000;'))).toBe(true);
    expect(lines.some((l) => /^VT;\d{2}\/\d{2}\/\d{4};411000;.*;\d+,\d{2};0,00;F-/.test(l))).toBe(true);
  });
});

describe('numbering under concurrent generation', () => {
  it('gives every invoice a number, with no gap and no duplicate', async () => {
    const fixture = await makeInvoicingFixture(app, { vatSubject: true });
    const months = [
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ];
    const sheets = await Promise.all(months.map((m) => makeTimesheet(app, fixture.deal.id, m, 'validated', 5)));
    const failing = await makeTimesheet(app, fixture.deal.id, '2026-11', 'open', 5);
    const before = await numbersOfIssuer(app.server.deps.db, 'platform');
    const answers = await Promise.all([...sheets, failing].map((s) => team.gql(GENERATE, { id: s.id })));
    expect(answers.filter((a) => a.errors).length).toBe(1);
    const platform = await numbersOfIssuer(app.server.deps.db, 'platform');
    expect(platform.length).toBe(before.length + 10);
    expect(platform).toEqual(platform.map((_n, i) => i + 1));
    const own = await numbersOfIssuer(app.server.deps.db, `freelance-company:${fixture.company.id}`);
    expect(own).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('overdue client invoices', () => {
  it('reminds at 3 and 15 days, then computes penalties for the team only', async () => {
    const fixture = await makeInvoicingFixture(app, { paymentDelay: 0 });
    const sheet = await makeTimesheet(app, fixture.deal.id, '2026-04', 'validated', 10);
    const answer = await team.gql(GENERATE, { id: sheet.id });
    const client = answer.data?.generateTimesheetInvoices[1];
    const due = client.dueDate as string;
    const before = (await app.outbox()).length;
    await runDailyJobs(app.server.deps, addDays(due, 3));
    await runDailyJobs(app.server.deps, addDays(due, 16));
    const mails = (await app.outbox()).slice(before);
    expect(mails.filter((m) => m.includes(client.number)).length).toBe(2);
    const [row] = await app.server.deps.db
      .select()
      .from(invoicesTable)
      .where(eq(invoicesTable.id, Number(client.id)));
    expect(row?.remindersSent).toBe(2);
    expect(row?.recoveryIndemnityCents).toBe(4000);
    expect(row?.latePenaltyCents).toBeGreaterThan(0);
    expect(row?.penaltiesSentAt).toBeNull();
    const seen = await team.gql(INVOICE, { id: client.id });
    expect(seen.data?.invoice.penalties.latePenalty).toBe(row!.latePenaltyCents! / 100);
    const clientUser = await signedIn(app, fixture.client.user.email);
    expect((await clientUser.gql(INVOICE, { id: client.id })).data?.invoice.penalties).toBeNull();
  });
});

describe('from the client’s validation of a work log to the issued invoices', () => {
  it('issues the month’s invoices in the validation’s transaction, and only then', async () => {
    const fixture = await makeInvoicingFixture(app, { vatSubject: true });
    const freelancer = await signedIn(app, fixture.freelancer.user.email);
    const client = await signedIn(app, fixture.client.user.email);
    const logs = await freelancer.gql('query($id: ID!) { workLogsOfDeal(dealId: $id) { id month status totalDays } }', {
      id: fixture.deal.id,
    });
    expect(logs.errors).toBeUndefined();
    const first = logs.data?.workLogsOfDeal.find((log: { month: string }) => log.month === '2026-01');
    expect(first.totalDays).toBeGreaterThan(0);
    const ofDeal = 'query($id: ID!) { invoicesOfDeal(dealId: $id) { number flow totalExclVat vat } }';
    const move = (who: TestClient, name: string) =>
      who.gql(`mutation($id: ID!) { ${name}(id: $id) { status } }`, { id: first.id });
    expect((await move(freelancer, 'submitWorkLog')).errors).toBeUndefined();
    // Submitted, not validated: nothing is invoiced yet.
    expect((await team.gql(ofDeal, { id: fixture.deal.id })).data?.invoicesOfDeal).toEqual([]);
    expect((await move(client, 'validateWorkLog')).errors).toBeUndefined();
    const invoices = (await team.gql(ofDeal, { id: fixture.deal.id })).data?.invoicesOfDeal;
    expect(invoices.map((i: { flow: string }) => i.flow).sort()).toEqual([
      'freelanceToPlatform',
      'platformToCorporate',
    ]);
    const own = invoices.find((i: { flow: string }) => i.flow === 'freelanceToPlatform');
    // A freelancer subject to VAT invoices 20 % on the days at the net rate.
    expect(Math.round(own.totalExclVat * 100)).toBe(
      lineTotalCents(first.totalDays, toCents(fixture.prices.freelancerDailyNet)),
    );
    expect(Math.round(own.vat * 100)).toBe(Math.round(own.totalExclVat * 20));
    // The client's users see only the platform's invoice of their deal.
    const seen = (await client.gql(ofDeal, { id: fixture.deal.id })).data?.invoicesOfDeal;
    expect(seen.map((i: { flow: string }) => i.flow)).toEqual(['platformToCorporate']);
  });
});
