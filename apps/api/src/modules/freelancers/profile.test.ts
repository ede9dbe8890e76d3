import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const PROFILE = `query Profile($id: ID!) { freelance(id: $id) {
  id tagline biography profileScore retribution prefWorkplace linkedInUrl
  completeness { score items { element done } }
  skills { name duration durationInMonths primary } experiences { id title skills { name } } educations { schoolName }
  languages { id name level } availableNow availableSoon availabilityDate isAvailable shouldUpdateAvailability
} }`;

async function skillId(client: TestClient, search: string): Promise<string> {
  const result = await client.gql('query($s: String!) { searchSkills(search: $s) { id name } }', { s: search });
  return result.data?.searchSkills[0].id;
}

async function freelancer() {
  const { user, freelance } = await makeFreelancer(app);
  return { freelanceId: String(freelance.id), publicId: freelance.publicId, client: await signedIn(app, user.email) };
}

describe('freelancer profile', () => {
  it('saves the profile sections and computes the completeness score on the server', async () => {
    const { freelanceId, client } = await freelancer();
    const info = await client.gql(
      'mutation($id: ID!, $input: FreelanceInfoInput!) { updateFreelanceInfo(freelanceId: $id, input: $input) { id profileScore } }',
      {
        id: freelanceId,
        input: {
          tagline: 'Data engineer Spark & Airflow',
          biography: '<p>Dix ans de <strong>data</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          retribution: 650,
          prefWorkplace: 'partialRemote',
          prefContract: 'fullTime',
          prefEnvironment: 'startUp',
          prefTime: 'long',
          prefMobility: 'region',
          linkedInUrl: 'https://www.linkedin.com/in/julien-bernard',
        },
      },
    );
    expect(info.errors).toBeUndefined();
    const python = await skillId(client, 'python');
    const spark = await skillId(client, 'spark');
    const skills = await client.gql(
      'mutation($id: ID!, $skills: [FreelanceSkillInput!]!) { setFreelanceSkills(freelanceId: $id, skills: $skills) { id } }',
      {
        id: freelanceId,
        skills: [
          { skillId: python, duration: 8, primary: true },
          { skillId: spark, duration: 5 },
        ],
      },
    );
    expect(skills.errors).toBeUndefined();
    for (const [title, startDate] of [
      ['Data engineer', '2019-03-01'],
      ['Développeur Python', '2015-09-01'],
    ]) {
      const added = await client.gql(
        'mutation($id: ID!, $input: FreelanceExperienceInput!) { addFreelanceExperience(freelanceId: $id, input: $input) { id } }',
        {
          id: freelanceId,
          input: { type: 'freelancing', title, companyName: 'Lumen', startDate, skills: [{ skillId: python }] },
        },
      );
      expect(added.errors).toBeUndefined();
    }
    const profile = (await client.gql(PROFILE, { id: freelanceId })).data?.freelance;
    expect(profile.biography).toBe('<p>Dix ans de <strong>data</strong>.</p>');
    expect(profile.skills[0]).toMatchObject({ duration: 8, durationInMonths: 96, primary: true });
    expect(profile.experiences.map((e: { title: string }) => e.title)).toEqual(['Data engineer', 'Développeur Python']);
    expect(profile.experiences[0].skills[0].name).toBe('Python');
    const done = Object.fromEntries(
      profile.completeness.items.map((i: { element: string; done: boolean }) => [i.element, i.done]),
    );
    expect(done).toEqual({
      tagline: true,
      biography: true,
      picture: false,
      missionPreferences: true,
      experiences: true,
      topSkill: true,
    });
    expect(profile.profileScore).toBe(profile.completeness.score);
    expect(profile.profileScore).toBe(83);
  });

  it('refuses bad values with code 400 on the field, and writes nothing', async () => {
    const { freelanceId, client } = await freelancer();
    const update = (input: Record<string, unknown>) =>
      client.gql(
        'mutation($id: ID!, $input: FreelanceInfoInput!) { updateFreelanceInfo(freelanceId: $id, input: $input) { id } }',
        { id: freelanceId, input },
      );
    const low = await update({ tagline: 'Nouveau titre', retribution: 199 });
    expect(low.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'retribution' });
    expect((await update({ retribution: 2501 })).errors?.[0]?.extensions?.field).toBe('retribution');
    expect((await update({ linkedInUrl: 'https://linkedin.com/company/x' })).errors?.[0]?.extensions?.code).toBe(639);
    expect((await update({ prefWorkplace: 'moon' })).errors?.[0]?.extensions?.field).toBe('prefWorkplace');
    expect((await update({ retribution: 200 })).errors).toBeUndefined();
    const profile = (await client.gql(PROFILE, { id: freelanceId })).data?.freelance;
    expect(profile.tagline).toBeNull();
    expect(profile.retribution).toBe(200);
    const python = await skillId(client, 'python');
    const tooLong = await client.gql(
      'mutation($id: ID!, $skills: [FreelanceSkillInput!]!) { setFreelanceSkills(freelanceId: $id, skills: $skills) { id } }',
      { id: freelanceId, skills: [{ skillId: python, duration: 26 }] },
    );
    expect(tooLong.errors?.[0]?.extensions?.code).toBe(400);
  });

  it('adds a language at level basic, changes its level, removes it by id', async () => {
    const { freelanceId, client } = await freelancer();
    const languages = (await client.gql('{ languages { id name } }')).data?.languages;
    const english = languages.find((l: { name: string }) => l.name === 'Anglais');
    const added = await client.gql(
      'mutation($id: ID!, $l: ID!) { addFreelanceLanguage(freelanceId: $id, languageId: $l) { languages { id name level } } }',
      { id: freelanceId, l: english.id },
    );
    const entry = added.data?.addFreelanceLanguage.languages[0];
    expect(entry).toMatchObject({ name: 'Anglais', level: 'basic' });
    const pro = await client.gql(
      'mutation($id: ID!, $e: ID!) { updateFreelanceLanguage(freelanceId: $id, id: $e, level: "pro") { languages { level } } }',
      { id: freelanceId, e: entry.id },
    );
    expect(pro.data?.updateFreelanceLanguage.languages[0].level).toBe('pro');
    const removed = await client.gql(
      'mutation($id: ID!, $e: ID!) { removeFreelanceLanguage(freelanceId: $id, id: $e) { languages { id } } }',
      { id: freelanceId, e: entry.id },
    );
    expect(removed.data?.removeFreelanceLanguage.languages).toEqual([]);
  });
});

describe('availability', () => {
  it('snoozes for 3 months, refuses a past date, and sets available again', async () => {
    const { freelanceId, client } = await freelancer();
    const snoozed = await client.gql(
      'mutation($id: ID!) { snoozeFreelance(id: $id, option: months_3) { isAvailable availabilityDate availableNow } }',
      { id: freelanceId },
    );
    const result = snoozed.data?.snoozeFreelance;
    expect(result.isAvailable).toBe(false);
    expect(result.availableNow).toBe(false);
    const expected = new Date();
    expected.setMonth(expected.getMonth() + 3);
    expect(Math.abs(new Date(result.availabilityDate).getTime() - expected.getTime())).toBeLessThan(3 * 86_400_000);

    const past = await client.gql('mutation($id: ID!) { snoozeFreelance(id: $id, until: "2020-01-01") { id } }', {
      id: freelanceId,
    });
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 400, field: 'until' });

    const forever = await client.gql(
      'mutation($id: ID!) { snoozeFreelance(id: $id) { isAvailable availabilityDate } }',
      {
        id: freelanceId,
      },
    );
    expect(forever.data?.snoozeFreelance).toEqual({ isAvailable: false, availabilityDate: null });

    const back = await client.gql('mutation($id: ID!) { setFreelancerAvailable(id: $id) { availableNow } }', {
      id: freelanceId,
    });
    expect(back.data?.setFreelancerAvailable.availableNow).toBe(true);
  });
});

describe('who may read and edit a profile', () => {
  it('keeps a freelancer out of another freelancer’s profile (404), clients out (403), visitors out (401)', async () => {
    const { freelanceId } = await freelancer();
    const other = await freelancer();
    const { user: corp } = await makeCorporate(app);
    const read = (client: TestClient) => client.gql(PROFILE, { id: freelanceId });
    const edit = (client: TestClient) =>
      client.gql('mutation($id: ID!) { setFreelancerAvailable(id: $id) { id } }', { id: freelanceId });
    expect(errorCode(await read(other.client))).toBe(404);
    expect(errorCode(await edit(other.client))).toBe(404);
    expect(errorCode(await read(await signedIn(app, corp.email)))).toBe(403);
    expect(errorCode(await read(app.client()))).toBe(401);
    expect(errorCode(await edit(app.client()))).toBe(401);
  });

  it('lets the team read and edit any profile', async () => {
    const { freelanceId } = await freelancer();
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    expect((await team.gql(PROFILE, { id: freelanceId })).data?.freelance.id).toBe(freelanceId);
    const edited = await team.gql(
      'mutation($id: ID!) { updateFreelanceInfo(freelanceId: $id, input: { tagline: "Corrigé par l’équipe" }) { tagline } }',
      { id: freelanceId },
    );
    expect(edited.data?.updateFreelanceInfo.tagline).toBe('Corrigé par l’équipe');
  });
});

describe('public profile', () => {
  const PUBLIC = `query($p: String!) { freelancePublicProfile(publicId: $p) {
    view firstName lastName displayName email linkedInUrl tagline } }`;

  it('is anonymized for the public, without contact for clients, whole for the owner', async () => {
    const { freelanceId, publicId, client } = await freelancer();
    await client.gql(
      'mutation($id: ID!) { updateFreelanceInfo(freelanceId: $id, input: { tagline: "Dev", linkedInUrl: "https://www.linkedin.com/in/alex" }) { id } }',
      { id: freelanceId },
    );
    const anonymous = (await app.client().gql(PUBLIC, { p: publicId })).data?.freelancePublicProfile;
    expect(anonymous).toMatchObject({
      view: 'anonymous',
      lastName: null,
      email: null,
      linkedInUrl: null,
      tagline: 'Dev',
    });
    expect(anonymous.displayName).toMatch(/^Alex [A-Za-z]\.$/);
    const { user: corp } = await makeCorporate(app);
    const asClient = (await (await signedIn(app, corp.email)).gql(PUBLIC, { p: publicId })).data
      ?.freelancePublicProfile;
    expect(asClient).toMatchObject({ view: 'client', email: null, linkedInUrl: 'https://www.linkedin.com/in/alex' });
    expect(asClient.lastName).not.toBeNull();
    const own = (await client.gql(PUBLIC, { p: publicId })).data?.freelancePublicProfile;
    expect(own.view).toBe('full');
    expect(own.email).toMatch(/@test\.fr$/);
    expect(errorCode(await app.client().gql(PUBLIC, { p: 'inconnu-123' }))).toBe(404);
  });
});

describe('job title recommendations', () => {
  it('follow the title of the chosen experience, else the latest one', async () => {
    const { freelanceId, client } = await freelancer();
    const add = (title: string, startDate: string) =>
      client.gql(
        'mutation($id: ID!, $input: FreelanceExperienceInput!) { addFreelanceExperience(freelanceId: $id, input: $input) { id } }',
        { id: freelanceId, input: { type: 'freelancing', title, companyName: 'Acme', startDate } },
      );
    const devops = (await add('Ingénieur DevOps', '2018-01-01')).data?.addFreelanceExperience.id;
    await add('Data engineer', '2021-01-01');
    const QUERY = 'query($f: ID, $e: ID) { recommendedJobTitles(freelancerId: $f, experienceId: $e) { name } }';
    const latest = (await client.gql(QUERY, { f: freelanceId })).data?.recommendedJobTitles;
    expect(latest[0].name).toBe('Data Engineer');
    const chosen = (await client.gql(QUERY, { f: freelanceId, e: devops })).data?.recommendedJobTitles;
    expect(chosen[0].name).toBe('Ingénieur DevOps');
    const other = await freelancer();
    expect(errorCode(await other.client.gql(QUERY, { f: freelanceId }))).toBe(404);
  });
});
