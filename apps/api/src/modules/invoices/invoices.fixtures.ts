/**
 * Test fixtures of invoicing: a client company with its billing settings, a freelancer with a
 * company and an IBAN, an ongoing mission, a confirmed match, a signed deal and a timesheet in the
 * status a test needs. Rows are inserted directly: only tests use this file.
 */
import { dealPrices, defaultCommissions } from '@orbite/domain/pricing';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { companySettings } from '../companies/companies.tables';
import { deals } from '../deals/deals.tables';
import { freelanceBankDetails, freelanceCompanies } from '../freelancers/legal.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { timesheets } from '../work-logs/work-logs.tables';

let counter = 0;

export interface InvoicingFixtureOptions {
  companyName?: string;
  vatSubject?: boolean;
  dailyRate?: number;
  termsDay?: string;
  paymentDelay?: number;
  paymentConditions?: string;
}

export async function makeInvoicingFixture(app: TestApp, options: InvoicingFixtureOptions = {}) {
  const db = app.server.deps.db;
  counter += 1;
  const client = await makeCorporate(
    app,
    'admin',
    options.companyName ?? `Client ${Date.now().toString(36)}${counter}`,
  );
  const freelancer = await makeFreelancer(app);
  await db.insert(companySettings).values({
    companyId: client.company.id,
    legalName: `${client.company.name} SAS`,
    legalForm: 'sas',
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    socialCapital: 100000,
    commercialCourt: 'Nanterre',
    billingAddress: {
      street: '1 avenue des Champs',
      zipCode: '92100',
      city: 'Boulogne',
      state: null,
      countryIso: 'FR',
      point: null,
    },
    paymentDelay: options.paymentDelay ?? 30,
    paymentConditions: options.paymentConditions ?? 'uponReceipt',
    invoiceEmails: ['compta@client.test'],
  });
  const vatSubject = options.vatSubject ?? false;
  const [company] = await db
    .insert(freelanceCompanies)
    .values({
      freelanceId: freelancer.freelance.id,
      name: vatSubject ? 'Dev Conseil EURL' : 'Alex Martin EI',
      legalForm: vatSubject ? 'eurl' : 'ae',
      siret: '81234567800015',
      isVatSubject: vatSubject,
      vatNumber: vatSubject ? 'FR12812345678' : null,
      activity: 'liberal',
      headOfficeAddress: {
        street: '5 rue Neuve',
        zipCode: '69001',
        city: 'Lyon',
        state: null,
        countryIso: 'FR',
        point: null,
      },
    })
    .returning();
  await db.insert(freelanceBankDetails).values({
    freelanceId: freelancer.freelance.id,
    bankName: 'Banque',
    ibanSealed: app.server.deps.cipher.encrypt('FR7630006000011234567890189'),
    ibanCountry: 'FR',
    ibanLast4: '0189',
    bic: 'AGRIFRPP',
  });
  const [mission] = await db
    .insert(missions)
    .values({
      hash: `inv${Date.now().toString(36)}${counter}`,
      companyId: client.company.id,
      status: 'onGoing',
      title: 'Refonte du site',
      startDate: '2026-01-05',
      durationInDays: 120,
      workingTime: 5,
      retribution: options.dailyRate ?? 500,
    })
    .returning();
  const [match] = await db
    .insert(matches)
    .values({ missionId: mission!.id, freelanceId: freelancer.freelance.id, status: 'corporateConfirmed' })
    .returning();
  const termsDay = options.termsDay ?? '2026-01-02';
  const commissions = defaultCommissions(termsDay);
  const prices = dealPrices(options.dailyRate ?? 500, termsDay, commissions);
  const [deal] = await db
    .insert(deals)
    .values({
      missionId: mission!.id,
      matchId: match!.id,
      freelanceId: freelancer.freelance.id,
      companyId: client.company.id,
      status: 'signed',
      dailyRate: prices.dailyRate,
      startDate: '2026-01-05',
      endDate: '2026-06-30',
      daysPerWeek: 5,
      termsDay,
      corporateCommissionRate: commissions.corporate.rate,
      corporateFlatFee: commissions.corporate.flatFee,
      freelanceCommissionRate: commissions.freelancer.rate,
      freelanceFlatFee: commissions.freelancer.flatFee,
      clientDailyPrice: prices.clientDailyPrice,
      freelanceDailyNet: prices.freelancerDailyNet,
      signedAt: new Date(),
    })
    .returning();
  return { client, freelancer, company: company!, mission: mission!, match: match!, deal: deal!, prices };
}

/** A timesheet of the fixture's deal for a month, in the given status. */
export async function makeTimesheet(app: TestApp, dealId: number, month: string, status: string, workedDays: number) {
  const [row] = await app.server.deps.db
    .insert(timesheets)
    .values({ dealId, month, status, workedDays, validatedAt: status === 'validated' ? new Date() : null })
    .returning();
  return row!;
}

export async function signedInTeam(app: TestApp) {
  const team = await makeTeamMember(app);
  return { team, client: await signedIn(app, team.user.email) };
}
