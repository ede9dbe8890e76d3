import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { freelanceBankDetails } from './legal.tables';

let app: TestApp;
let addressService: http.Server;
const queries: string[] = [];

beforeAll(async () => {
  // A local stand-in for the national address service, answering its GeoJSON shape.
  addressService = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    queries.push(q);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        features: [
          {
            geometry: { coordinates: [2.3488001234, 48.8534123456] },
            properties: {
              label: '8 Rue de Rivoli 75004 Paris',
              name: '8 Rue de Rivoli',
              postcode: '75004',
              city: 'Paris',
              type: 'housenumber',
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => addressService.listen(0, '127.0.0.1', resolve));
  const port = (addressService.address() as AddressInfo).port;
  app = await createTestApp({ addressApiUrl: `http://127.0.0.1:${port}/search/` });
});
afterAll(async () => {
  await app?.stop();
  addressService?.close();
});

const COMPANY = `mutation($id: ID!, $input: FreelanceCompanyInput!) { updateFreelanceCompany(freelanceId: $id, input: $input) {
  company { name legalForm siret siren suggestedVatNumber vatNumber socialCapital headOfficeAddress { street zipCode city countryIso point { latitude longitude } } } } }`;
const BANK = `mutation($id: ID!, $input: FreelanceBankDetailsInput!) { updateFreelanceBankDetails(freelanceId: $id, input: $input) {
  bankDetails { bankName bic hasIban ibanMasked } } }`;

async function owner() {
  const { user, freelance } = await makeFreelancer(app);
  return { id: String(freelance.id), freelanceId: freelance.id, client: await signedIn(app, user.email) };
}

describe('legal identity', () => {
  it('saves the company with the SIREN helper and the VAT number deduced from it', async () => {
    const { id, client } = await owner();
    const result = await client.gql(COMPANY, {
      id,
      input: {
        name: 'Bernard Data SASU',
        legalForm: 'sasu',
        siret: '404 833 048 00022',
        socialCapital: '1000,50',
        activity: 'liberal',
        headOfficeAddress: {
          street: '8 Rue de Rivoli',
          zipCode: '75004',
          city: 'Paris',
          countryIso: 'fr',
          point: { latitude: 48.8534123456, longitude: 2.3488001234 },
        },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateFreelanceCompany.company).toMatchObject({
      siret: '40483304800022',
      siren: '404 833 048',
      suggestedVatNumber: 'FR83404833048',
      socialCapital: '1000.50',
      headOfficeAddress: { countryIso: 'FR', point: { latitude: 48.853412, longitude: 2.3488 } },
    });
  });

  it('refuses a bad SIRET, VAT number, capital, legal form and an incomplete address, on their fields', async () => {
    const { id, client } = await owner();
    const fieldOf = async (input: Record<string, unknown>) =>
      (await client.gql(COMPANY, { id, input })).errors?.[0]?.extensions?.field;
    expect(await fieldOf({ siret: '1234567890123' })).toBe('siret');
    expect(await fieldOf({ vatNumber: 'FR123' })).toBe('vatNumber');
    expect(await fieldOf({ socialCapital: '10.123' })).toBe('socialCapital');
    expect(await fieldOf({ legalForm: 'gmbh' })).toBe('legalForm');
    expect(await fieldOf({ headOfficeAddress: { street: '1 rue X', city: 'Paris', countryIso: 'FR' } })).toBe(
      'headOfficeAddress',
    );
    expect(
      await fieldOf({ headOfficeAddress: { street: '1 rue X', city: 'Paris', zipCode: '750', countryIso: 'FR' } }),
    ).toBe('headOfficeAddress');
  });

  it('stores the IBAN encrypted, shows it masked, keeps it when omitted, and refuses a wrong key', async () => {
    const { id, freelanceId, client } = await owner();
    const saved = await client.gql(BANK, {
      id,
      input: { bankName: 'Crédit Agricole', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
    });
    expect(saved.data?.updateFreelanceBankDetails.bankDetails).toEqual({
      bankName: 'Crédit Agricole',
      bic: 'AGRIFRPP',
      hasIban: true,
      ibanMasked: 'FR•• •••• •••• •••• •••• ••0189',
    });
    const [row] = await app.server.deps.db
      .select()
      .from(freelanceBankDetails)
      .where(eq(freelanceBankDetails.freelanceId, freelanceId));
    expect(row?.ibanSealed).not.toContain('30006');
    expect(app.server.deps.cipher.decrypt(row!.ibanSealed!)).toBe('FR7630006000011234567890189');

    const renamed = await client.gql(BANK, { id, input: { bankName: 'LCL', bic: 'AGRIFRPP' } });
    expect(renamed.data?.updateFreelanceBankDetails.bankDetails.hasIban).toBe(true);
    const wrong = await client.gql(BANK, { id, input: { iban: 'FR76 3000 6000 0112 3456 7890 180' } });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'iban' });
    const badBic = await client.gql(BANK, { id, input: { bic: 'AGRI' } });
    expect(badBic.errors?.[0]?.extensions?.field).toBe('bic');
  });

  it('keeps another freelancer (404) and clients (403) out', async () => {
    const { id } = await owner();
    const other = await owner();
    const { user: corp } = await makeCorporate(app);
    expect(errorCode(await other.client.gql(BANK, { id, input: { bankName: 'X' } }))).toBe(404);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(BANK, { id, input: { bankName: 'X' } }))).toBe(403);
    const read = await other.client.gql('query($id: ID!) { freelance(id: $id) { bankDetails { ibanMasked } } }', {
      id,
    });
    expect(errorCode(read)).toBe(404);
  });
});

describe('address autocomplete', () => {
  it('asks the address service and splits its answer into the address fields', async () => {
    const { client } = await owner();
    const result = await client.gql(
      '{ searchAddresses(query: "8 rue de rivoli") { available items { label street zipCode city countryIso point { latitude longitude } } } }',
    );
    expect(result.data?.searchAddresses).toEqual({
      available: true,
      items: [
        {
          label: '8 Rue de Rivoli 75004 Paris',
          street: '8 Rue de Rivoli',
          zipCode: '75004',
          city: 'Paris',
          countryIso: 'FR',
          point: { latitude: 48.853412, longitude: 2.3488 },
        },
      ],
    });
    expect(queries).toContain('8 rue de rivoli');
  });

  it('offers nothing outside France, and needs a signed-in user', async () => {
    const { client } = await owner();
    const be = await client.gql(
      '{ searchAddresses(query: "Rue Neuve Bruxelles", countryIso: "BE") { available items { label } } }',
    );
    expect(be.data?.searchAddresses).toEqual({ available: true, items: [] });
    expect(errorCode(await app.client().gql('{ searchAddresses(query: "rivoli") { available } }'))).toBe(401);
  });
});
