import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { companySettingsOf } from './companies.repository';
import { corporates } from './companies.tables';

let app: TestApp;
let team: TestClient;
let admin: TestClient;
let manager: TestClient;
let managerEmail: string;
let outsider: TestClient;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = String(made.company.id);
  admin = await signedIn(app, made.user.email);
  managerEmail = (await makeCorporate(app, 'manager', 'Lumen Analytics')).user.email;
  manager = await signedIn(app, managerEmail);
  const other = await makeCorporate(app, 'admin', 'Autre Société');
  otherCompanyId = String(other.company.id);
  outsider = await signedIn(app, other.user.email);
});
afterAll(() => app?.stop());

const FIELDS = `companyId saved legalName legalForm siret siren suggestedVatNumber vatNumber socialCapital commercialCourt
  structure size needs headOfficeAddress { street zipCode city countryIso } billingAddress { city }
  invoiceType invoiceDocument paymentDelay paymentConditions billingMode paymentMode invoiceSendMethod
  factoringEligibility invoiceEmails hasIban ibanMasked specificMentions updatedAt`;

const read = (who: TestClient, id: string) =>
  who.gql(`query($id: ID!) { companySettings(companyId: $id) { ${FIELDS} } }`, { id });
const update = (who: TestClient, id: string, input: Record<string, unknown>) =>
  who.gql(
    `mutation($id: ID!, $input: CompanySettingsInput!) { updateCompanySettings(companyId: $id, input: $input) { ${FIELDS} } }`,
    { id, input },
  );

const headOffice = { street: '12 rue de la Paix', zipCode: '75002', city: 'Paris', countryIso: 'FR' };

describe('companySettings', () => {
  it('gives the defaults before anything is saved', async () => {
    const answer = await read(admin, companyId);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companySettings).toMatchObject({
      saved: false,
      legalName: null,
      invoiceType: 'email',
      invoiceDocument: 'facturX',
      paymentDelay: 30,
      paymentConditions: 'uponReceipt',
      paymentMode: 'standardPayment',
      hasIban: false,
      updatedAt: null,
    });
  });

  it('lets the admin save the legal section, then the billing section, one at a time', async () => {
    const legal = await update(admin, companyId, {
      legalName: ' Lumen Analytics SAS ',
      legalForm: 'sas',
      siret: '443 061 841 00047',
      vatNumber: 'fr 64 443061841',
      socialCapital: '10000,50',
      commercialCourt: 'Paris',
      structure: 'startUp',
      size: 'fortyNine',
      needs: 'oneToFour',
      headOfficeAddress: headOffice,
      billingAddress: headOffice,
    });
    expect(legal.errors).toBeUndefined();
    expect(legal.data?.updateCompanySettings).toMatchObject({
      saved: true,
      legalName: 'Lumen Analytics SAS',
      siret: '44306184100047',
      siren: '443 061 841',
      vatNumber: 'FR64443061841',
      suggestedVatNumber: 'FR64443061841',
      socialCapital: 10000.5,
      headOfficeAddress: headOffice,
    });
    const billing = await update(admin, companyId, {
      paymentDelay: 45,
      paymentConditions: 'endOfMonth',
      paymentMode: 'sepaDirectDebit',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      invoiceType: 'platform',
      invoiceEmails: ['Compta@Lumen.fr', 'compta@lumen.fr', 'daf@lumen.fr'],
      specificMentions: 'Bon de commande n° 4500012345',
    });
    expect(billing.errors).toBeUndefined();
    const settings = billing.data?.updateCompanySettings;
    // The legal section is untouched by the billing save.
    expect(settings).toMatchObject({
      legalName: 'Lumen Analytics SAS',
      paymentDelay: 45,
      paymentConditions: 'endOfMonth',
      paymentMode: 'sepaDirectDebit',
      invoiceDocument: 'noDocument',
      invoiceEmails: ['compta@lumen.fr', 'daf@lumen.fr'],
      hasIban: true,
      ibanMasked: '•••• •••• •••• •••• •••• 2606',
    });
    const row = await companySettingsOf(app.server.deps.db, Number(companyId));
    expect(row?.ibanSealed).toBeTruthy();
    expect(row?.ibanSealed).not.toContain('2004');
    expect(app.server.deps.cipher.decrypt(row!.ibanSealed!)).toBe('FR1420041010050500013M02606');
    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'company_settings_updated'));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ category: 'company', entityId: companyId });
    expect(JSON.stringify(events.map((e) => e.payload))).not.toContain('FR14');
  });

  it('keeps the IBAN when the billing section is saved without it, refuses to drop it while paying by debit', async () => {
    const kept = await update(admin, companyId, { paymentDelay: 60 });
    expect(kept.data?.updateCompanySettings).toMatchObject({ paymentDelay: 60, hasIban: true });
    const dropped = await update(admin, companyId, { iban: null });
    expect(errorCode(dropped)).toBe(400);
    expect(dropped.errors?.[0]?.extensions?.field).toBe('iban');
  });

  it('refuses an invalid SIRET, VAT number, enumeration value or address with the field in error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ siret: '44306184100048' }, 'siret'],
      [{ siret: '4430618410004' }, 'siret'],
      [{ vatNumber: 'FR00443061841' }, 'vatNumber'],
      [{ vatNumber: 'FR83404833048' }, 'vatNumber'],
      [{ legalForm: 'plc' }, 'legalForm'],
      [{ paymentDelay: 90 }, 'paymentDelay'],
      [{ paymentConditions: 'whenever' }, 'paymentConditions'],
      [{ invoiceEmails: ['pas-un-email'] }, 'invoiceEmails'],
      [{ socialCapital: '-3' }, 'socialCapital'],
      [{ headOfficeAddress: { city: 'Paris' } }, 'headOfficeAddress'],
    ];
    for (const [input, field] of cases) {
      const answer = await update(admin, companyId, input);
      expect(errorCode(answer), JSON.stringify(input)).toBe(400);
      expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    }
    // Nothing of a refused save is written.
    const after = await read(admin, companyId);
    expect(after.data?.companySettings.siret).toBe('44306184100047');
  });

  it('refuses a manager without showAdministration, and reads another company as not found', async () => {
    expect(errorCode(await read(manager, companyId))).toBe(403);
    expect(errorCode(await update(manager, companyId, { legalName: 'X' }))).toBe(403);
    expect(errorCode(await read(outsider, companyId))).toBe(404);
    expect(errorCode(await update(outsider, companyId, { legalName: 'X' }))).toBe(404);
    expect(errorCode(await read(team, '999999'))).toBe(404);
  });

  it('lets a manager granted showAdministration administer the company', async () => {
    const db = app.server.deps.db;
    const [row] = await db.select().from(corporates).where(eq(corporates.role, 'manager'));
    await db
      .update(corporates)
      .set({ permissions: { ...row!.permissions, showAdministration: true } })
      .where(eq(corporates.id, row!.id));
    const granted = await signedIn(app, managerEmail);
    expect((await read(granted, companyId)).data?.companySettings.legalName).toBe('Lumen Analytics SAS');
  });

  it('leaves the factor’s answer and the collection provider to the team', async () => {
    const refused = await update(admin, companyId, { factoringEligibility: 'ok' });
    expect(errorCode(refused)).toBe(403);
    const byTeam = await update(team, companyId, {
      factoringEligibility: 'debtorEligibleWithAmountValidationPending',
      billingMode: 'gocardless',
    });
    expect(byTeam.errors).toBeUndefined();
    expect(byTeam.data?.updateCompanySettings).toMatchObject({
      factoringEligibility: 'debtorEligibleWithAmountValidationPending',
      billingMode: 'gocardless',
    });
    const other = await update(team, otherCompanyId, { legalName: 'Autre Société SARL', legalForm: 'sarl' });
    expect(other.data?.updateCompanySettings).toMatchObject({ legalName: 'Autre Société SARL', saved: true });
    expect((await read(outsider, otherCompanyId)).data?.companySettings.legalForm).toBe('sarl');
  });
});
