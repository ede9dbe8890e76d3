import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoAccounts } from './demo-accounts';
import { seedDemo } from './demo-seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

describe('demo seed', () => {
  it('creates the demo accounts once, whatever the number of runs', async () => {
    const tools = { cipher: app.server.deps.cipher, storage: app.server.deps.storage };
    expect((await seedDemo(app.server.deps.db, tools)).created).toBe(5 + 3);
    expect((await seedDemo(app.server.deps.db, tools)).created).toBe(0);
  });

  it('signs each account in with demo1234 and sends it to its home', async () => {
    const expected: Record<string, string> = {
      'equipe@demo.fr': '/backoffice',
      'client@demo.fr': '/enterprise',
      'manager@demo.fr': '/enterprise',
      'freelance@demo.fr': '/freelancer',
      'horsperimetre@demo.fr': '/freelancer',
    };
    for (const account of demoAccounts) {
      const response = await app.client().signIn(account.email, account.password);
      expect(response.json.redirect).toBe(expected[account.email]);
    }
    const client = app.client();
    await client.signIn('horsperimetre@demo.fr', 'demo1234');
    expect((await client.gql('{ me { freelance { status } } }')).data?.me.freelance.status).toBe('wrongScope');
    await client.signIn('manager@demo.fr', 'demo1234');
    const me = await client.gql('{ me { corporate { role company { name } } } }');
    expect(me.data?.me.corporate).toEqual({ role: 'manager', company: { name: 'Lumen Analytics' } });
  });

  it('gives the demo freelancer a complete, believable profile', async () => {
    const client = app.client();
    await client.signIn('freelance@demo.fr', 'demo1234');
    const me = await client.gql(
      '{ me { freelance { tagline profileScore skills { name primary } experiences { companyName } languages { name level } } } }',
    );
    const freelance = me.data?.me.freelance;
    expect(freelance.tagline).toMatch(/Data engineer/);
    expect(
      freelance.skills.filter((s: { primary: boolean }) => s.primary).map((s: { name: string }) => s.name),
    ).toEqual(['Python', 'Apache Spark']);
    expect(freelance.experiences).toHaveLength(3);
    expect(freelance.languages).toEqual([
      { name: 'Français', level: 'native' },
      { name: 'Anglais', level: 'pro' },
    ]);
    // Everything but a picture: the dashboard invites Julien to add one.
    expect(freelance.profileScore).toBe(83);
  });

  it('gives the demo freelancer a company, masked bank details and documents in every review state', async () => {
    const client = app.client();
    await client.signIn('freelance@demo.fr', 'demo1234');
    const me = await client.gql('{ me { freelance { id company { siren vatNumber } bankDetails { ibanMasked } } } }');
    const freelance = me.data?.me.freelance;
    expect(freelance.company).toEqual({ siren: '852 341 276', vatNumber: 'FR50852341276' });
    expect(freelance.bankDetails.ibanMasked).toMatch(/0189$/);
    const docs = await client.gql(
      'query($id: ID!) { freelanceDocuments(freelanceId: $id) { type status document { viewUrl } } }',
      {
        id: freelance.id,
      },
    );
    const byType = Object.fromEntries(
      docs.data?.freelanceDocuments.map((d: { type: string; status: string }) => [d.type, d.status]),
    );
    expect(byType).toMatchObject({
      id: 'orbiteAccepted',
      kbis: 'pendingOrbiteReview',
      urssaf: 'orbiteRefused',
      rcPro: 'notUploaded',
    });
    const kbis = docs.data?.freelanceDocuments.find((d: { type: string }) => d.type === 'kbis');
    const file = await fetch(`${app.url}${kbis.document.viewUrl}`);
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});
