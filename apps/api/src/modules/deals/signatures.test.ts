import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { upsertCompanySettings } from '../companies/company-settings.repository';
import { freelances } from '../freelancers/freelancers.tables';
import { upsertBankDetails, upsertCompany } from '../freelancers/legal.repository';
import { insertMatch } from '../matches/matches.repository';
import { findMissionById, insertMission } from '../missions/missions.repository';
import { insertDeal } from './deals.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const SIGNING = `query($dealId: ID!) { dealSigning(dealId: $dealId) {
  status viewerCanStart viewerCanStop viewerCanBypass viewerCanSignForPlatform
  documents { id type name status sha256 signatories viewerSignatory url signedUrl
    signatures { signatory signerName ipAddress } } } }`;
const START = 'mutation($dealId: ID!) { startDealSigning(dealId: $dealId) { status documents { id } } }';
const STOP =
  'mutation($dealId: ID!, $reason: String!) { stopDealSigning(dealId: $dealId, reason: $reason) { status } }';
const BYPASS =
  'mutation($dealId: ID!, $reason: String!) { bypassDealSignature(dealId: $dealId, reason: $reason) { status signatureBypassReason } }';
const SIGN = `mutation($documentId: ID!, $typedName: String!, $signatory: DealSignatory, $sha: String) {
  signDealDocument(documentId: $documentId, typedName: $typedName, signatory: $signatory, documentSha256: $sha) {
    id status signatures { signatory } } }`;
const IMPERSONATE = 'mutation($userId: ID!) { impersonate(userId: $userId) { id } }';

interface Doc {
  id: string;
  type: string;
  status: string;
  sha256: string;
  signatories: string[];
  viewerSignatory: string | null;
  url: string;
  signedUrl: string | null;
}

async function setup() {
  const team = await makeTeamMember(app);
  const otherTeam = await makeTeamMember(app);
  const free = await makeFreelancer(app);
  const corp = await makeCorporate(app, 'admin', `Acme ${randomUUID().slice(0, 6)}`);
  const outsider = await makeCorporate(app, 'admin', `Other ${randomUUID().slice(0, 6)}`);
  const db = app.server.deps.db;
  await upsertCompany(db, free.freelance.id, {
    name: 'Studio Pixel',
    legalForm: 'sasu',
    siret: '12345678900012',
    isVatSubject: true,
    vatNumber: 'FR32123456789',
    activity: 'liberal',
    activityType: 'Conseil en systèmes informatiques',
    commercialCourt: 'Lyon',
    socialCapital: '1000',
    headOfficeAddress: {
      street: '3 rue Neuve',
      zipCode: '69002',
      city: 'Lyon',
      state: null,
      countryIso: 'FR',
      point: null,
    },
  });
  await upsertBankDetails(db, free.freelance.id, { ibanCountry: 'FR', ibanLast4: '0189', ibanSealed: 'sealed' });
  // The freelancer as a person (their profile's legal fields).
  await db
    .update(freelances)
    .set({ birthDate: '1988-05-14', nationalityIso: 'FR' })
    .where(eq(freelances.id, free.freelance.id));
  await upsertCompanySettings(db, corp.company.id, {
    legalName: 'Acme Industries SAS',
    legalForm: 'sas',
    siret: '98765432100019',
    vatNumber: 'FR12987654321',
    socialCapital: 250000,
    commercialCourt: 'Nanterre',
    headOfficeAddress: {
      street: '1 place de la Défense',
      zipCode: '92400',
      city: 'Courbevoie',
      state: null,
      countryIso: 'FR',
      point: null,
    },
    paymentDelay: 45,
  });
  const newDeal = async (status = 'validated') => {
    const mission = await insertMission(db, {
      hash: randomUUID().replace(/-/g, ''),
      companyId: corp.company.id,
      status: 'quotation',
      title: 'Refonte du tunnel de paiement',
      description: 'React et TypeScript.',
    });
    const match = await insertMatch(db, {
      missionId: mission.id,
      freelanceId: free.freelance.id,
      status: 'corporateConfirmed',
    });
    const deal = await insertDeal(db, {
      missionId: mission.id,
      matchId: match.id,
      freelanceId: free.freelance.id,
      companyId: corp.company.id,
      status,
      dailyRate: 600,
      startDate: '2026-03-16',
      endDate: '2026-06-30',
      daysPerWeek: 4,
      termsDay: '2026-03-02',
      corporateCommissionRate: 0.15,
      freelanceCommissionRate: 0.05,
      clientDailyPrice: 705.88,
      freelanceDailyNet: 570,
      platformSignatoryUserId: team.user.id,
      kycBypass: { byUserId: team.user.id, at: new Date().toISOString(), reason: 'Dossier vérifié hors ligne' },
    });
    return { mission, deal };
  };
  return {
    team,
    otherTeam,
    free,
    corp,
    newDeal,
    teamClient: await signedIn(app, team.user.email),
    otherTeamClient: await signedIn(app, otherTeam.user.email),
    freeClient: await signedIn(app, free.user.email),
    corpClient: await signedIn(app, corp.user.email),
    outsiderClient: await signedIn(app, outsider.user.email),
  };
}

const documentsOf = async (client: TestClient, dealId: number): Promise<Doc[]> =>
  (await client.gql(SIGNING, { dealId })).data?.dealSigning.documents ?? [];

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

async function pdfText(client: TestClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.cookie ?? '' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), disposition: response.headers.get('content-disposition') ?? '' };
}

describe('deal signature', () => {
  it('goes from a validated deal to a signed deal and an ongoing mission, each side signing its own documents', async () => {
    const s = await setup();
    const { deal, mission } = await s.newDeal();

    expect(errorCode(await s.freeClient.gql(START, { dealId: deal.id }))).toBe(403);
    expect(errorCode(await s.corpClient.gql(START, { dealId: deal.id }))).toBe(403);
    const started = await s.teamClient.gql(START, { dealId: deal.id });
    expect(started.data?.startDealSigning.status).toBe('signing');
    expect(started.data?.startDealSigning.documents).toHaveLength(3);
    // Starting twice is a move the machine refuses.
    expect(errorCode(await s.teamClient.gql(START, { dealId: deal.id }))).toBe(605);

    const freeDocs = await documentsOf(s.freeClient, deal.id);
    const corpDocs = await documentsOf(s.corpClient, deal.id);
    const teamDocs = await documentsOf(s.teamClient, deal.id);
    expect(freeDocs.map((d) => d.type).sort()).toEqual(['frameworkContract', 'missionOrder']);
    expect(corpDocs.map((d) => d.type).sort()).toEqual(['frameworkContract', 'missionOrder']);
    expect(teamDocs).toHaveLength(3);
    expect(freeDocs.every((d) => d.viewerSignatory === 'freelance')).toBe(true);
    const corpOrder = corpDocs.find((d) => d.type === 'missionOrder')!;
    const freeOrder = freeDocs.find((d) => d.type === 'missionOrder')!;

    // Each side's edition states its own price only; the PDF carries the parties and the mentions.
    const freeText = await pdfText(s.freeClient, freeOrder.url);
    expect(freeText.text).toContain('Studio Pixel');
    expect(freeText.text).toContain('123 456 789 00012');
    expect(freeText.text).toContain('600,00 €');
    expect(freeText.text).not.toContain('705,88 €');
    expect(freeText.disposition).toContain('Bon de commande');
    expect((await pdfText(s.corpClient, corpOrder.url)).text).toContain('705,88 €');

    // Downloads: nobody outside the deal, and not the other side's edition.
    expect((await s.outsiderClient.request('GET', freeOrder.url)).status).toBe(404);
    expect((await s.freeClient.request('GET', corpOrder.url)).status).toBe(404);
    expect((await app.client().request('GET', freeOrder.url)).status).toBe(401);

    // The freelancer cannot sign for the client, nor the client's edition, nor with another name.
    const freeName = nameOf(s.free.user);
    const asClient = await s.freeClient.gql(SIGN, {
      documentId: freeOrder.id,
      typedName: freeName,
      signatory: 'corporate',
    });
    expect(errorCode(asClient)).toBe(403);
    expect(errorCode(await s.freeClient.gql(SIGN, { documentId: corpOrder.id, typedName: freeName }))).toBe(404);
    const wrongName = await s.freeClient.gql(SIGN, { documentId: freeOrder.id, typedName: 'Jean Dupont' });
    expect(errorCode(wrongName)).toBe(400);
    expect(wrongName.errors?.[0]?.extensions?.field).toBe('typedName');
    expect(errorCode(await s.freeClient.gql(SIGN, { documentId: freeOrder.id, typedName: freeName, sha: 'abc' }))).toBe(
      622,
    );

    // The freelancer signs both of their documents, typed name folded (case, accents).
    for (const document of freeDocs) {
      const signed = await s.freeClient.gql(SIGN, {
        documentId: document.id,
        typedName: freeName.toUpperCase(),
        sha: document.sha256,
      });
      expect(signed.errors).toBeUndefined();
    }
    // Twice is refused.
    expect(errorCode(await s.freeClient.gql(SIGN, { documentId: freeOrder.id, typedName: freeName }))).toBe(605);

    // A team member impersonating the client may not sign for them.
    const impersonator = await signedIn(app, s.otherTeam.user.email);
    expect((await impersonator.gql(IMPERSONATE, { userId: s.corp.user.id })).errors).toBeUndefined();
    expect(errorCode(await impersonator.gql(SIGN, { documentId: corpOrder.id, typedName: nameOf(s.corp.user) }))).toBe(
      403,
    );
    const [attempt] = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'deal_signature_refused'), eq(activityEvents.entityId, corpOrder.id)));
    expect(attempt).toMatchObject({ actorUserId: s.corp.user.id, impersonatorUserId: s.otherTeam.user.id });

    for (const document of corpDocs) {
      const signed = await s.corpClient.gql(SIGN, { documentId: document.id, typedName: nameOf(s.corp.user) });
      expect(signed.errors).toBeUndefined();
    }
    // Only the designated team member signs for the platform.
    const notDesignated = await s.otherTeamClient.gql(SIGN, {
      documentId: teamDocs[0]!.id,
      typedName: nameOf(s.otherTeam.user),
    });
    expect(errorCode(notDesignated)).toBe(403);
    const before = await s.teamClient.gql(SIGNING, { dealId: deal.id });
    expect(before.data?.dealSigning.viewerCanSignForPlatform).toBe(true);
    for (const document of teamDocs) {
      const signed = await s.teamClient.gql(SIGN, { documentId: document.id, typedName: nameOf(s.team.user) });
      expect(signed.errors).toBeUndefined();
    }

    const after = (await s.teamClient.gql(SIGNING, { dealId: deal.id })).data?.dealSigning;
    expect(after.status).toBe('signed');
    expect(after.documents.every((d: Doc) => d.status === 'signed' && d.signedUrl)).toBe(true);
    expect(after.documents[0].signatures[0].ipAddress).toBeTruthy();
    expect(
      (await s.freeClient.gql(SIGNING, { dealId: deal.id })).data?.dealSigning.documents[0].signatures[0].ipAddress,
    ).toBeNull();
    expect((await findMissionById(app.server.deps.db, mission.id))?.status).toBe('onGoing');

    // The frozen signed file carries the signature page with the names and the original hash.
    const signedFile = await pdfText(s.corpClient, `${corpOrder.url}?signed=1`);
    expect(signedFile.text).toContain('Page de signature électronique');
    expect(signedFile.text).toContain(corpOrder.sha256);
    expect(signedFile.text).toContain(nameOf(s.corp.user));
    expect(signedFile.text).toContain(nameOf(s.team.user));
    expect(signedFile.disposition).toContain('sign');

    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.entityType, 'deal'), eq(activityEvents.entityId, String(deal.id))));
    const types = events.map((e) => e.type);
    expect(types).toContain('deal_signing_started');
    expect(types.filter((t) => t === 'deal_document_signed')).toHaveLength(7);
    expect(types).toContain('deal_signed');
  });

  it('voids the documents of a stopped signature, and they can no longer be signed', async () => {
    const s = await setup();
    const { deal } = await s.newDeal();
    await s.teamClient.gql(START, { dealId: deal.id });
    const [document] = await documentsOf(s.freeClient, deal.id);
    expect(errorCode(await s.teamClient.gql(STOP, { dealId: deal.id, reason: ' ' }))).toBe(400);
    expect(errorCode(await s.freeClient.gql(STOP, { dealId: deal.id, reason: 'Erreur' }))).toBe(403);
    const stopped = await s.teamClient.gql(STOP, { dealId: deal.id, reason: 'Adresse du client erronée' });
    expect(stopped.data?.stopDealSigning.status).toBe('termsAccepted');
    expect((await documentsOf(s.freeClient, deal.id)).every((d) => d.status === 'void')).toBe(true);
    const late = await s.freeClient.gql(SIGN, { documentId: document!.id, typedName: nameOf(s.free.user) });
    expect(errorCode(late)).toBe(605);
  });

  it('shows the documents void once the deal leaves the signature another way (invalidation)', async () => {
    const s = await setup();
    const { deal } = await s.newDeal();
    await s.teamClient.gql(START, { dealId: deal.id });
    const invalidated = await s.teamClient.gql(
      'mutation($id: ID!, $reason: String!) { invalidateDeal(id: $id, reason: $reason) { status } }',
      { id: deal.id, reason: 'SIRET du client à corriger' },
    );
    expect(invalidated.data?.invalidateDeal.status).toBe('termsAccepted');
    const documents = await documentsOf(s.freeClient, deal.id);
    expect(documents.every((d) => d.status === 'void' && d.viewerSignatory === null)).toBe(true);
    const late = await s.freeClient.gql(SIGN, { documentId: documents[0]!.id, typedName: nameOf(s.free.user) });
    expect(errorCode(late)).toBe(605);
  });

  it('lets the team bypass the signature with a reason, recorded on the deal and in its history', async () => {
    const s = await setup();
    const { deal, mission } = await s.newDeal();
    expect(errorCode(await s.corpClient.gql(BYPASS, { dealId: deal.id, reason: 'Papier' }))).toBe(403);
    expect(errorCode(await s.teamClient.gql(BYPASS, { dealId: deal.id, reason: '' }))).toBe(400);
    const bypassed = await s.teamClient.gql(BYPASS, { dealId: deal.id, reason: 'Signé sur papier le 3 mars' });
    expect(bypassed.data?.bypassDealSignature).toEqual({
      status: 'signed',
      signatureBypassReason: 'Signé sur papier le 3 mars',
    });
    expect((await findMissionById(app.server.deps.db, mission.id))?.status).toBe('onGoing');
    const [event] = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.entityId, String(deal.id)), eq(activityEvents.type, 'deal_signature_bypassed')));
    expect(event?.payload).toMatchObject({ reason: 'Signé sur papier le 3 mars' });
    expect(errorCode(await s.teamClient.gql(BYPASS, { dealId: deal.id, reason: 'encore' }))).toBe(605);
  });

  it('hides a deal’s documents from another company', async () => {
    const s = await setup();
    const { deal } = await s.newDeal();
    await s.teamClient.gql(START, { dealId: deal.id });
    expect(errorCode(await s.outsiderClient.gql(SIGNING, { dealId: deal.id }))).toBe(404);
  });
});
