import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The claims the identity provider puts in its next tokens. */
interface Identity {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

let provider: OAuth2Server;
let issuer: string;
let app: TestApp;
let identity: Identity | null = null;
let subjects = 0;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  issuer = provider.issuer.url!;
  // The mock signs an access token then an ID token for each code: shape both (`once` would only reach the first).
  provider.service.on('beforeTokenSigning', (token) => {
    if (identity) Object.assign(token.payload, { email_verified: true, ...identity });
  });
  app = await createTestApp({
    oidc: {
      google: { issuer, clientId: 'orbite', clientSecret: 'secret' },
      linkedIn: { issuer, clientId: 'orbite-li', clientSecret: 'secret' },
      teamEmailDomains: ['orbite.fr'],
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await provider?.stop();
});

const ME = '{ me { id email fullName role } }';
const newSubject = () => `subject-${Date.now().toString(36)}-${++subjects}`;

function cookieOf(response: Response, name: string): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return null;
}

/** The session cookie a response sets, when it sets a live one. */
function sessionOf(response: Response): string | null {
  const cookie = cookieOf(response, 'orbite_session');
  return cookie && cookie !== 'orbite_session=' ? cookie : null;
}

async function me(session: string | null) {
  const client = app.client();
  client.cookie = session;
  return (await client.gql(ME)).data?.me ?? null;
}

/** The browser's part of a sign-in: start on Orbite, pass by the provider, come back to the callback. */
async function begin(start: string, who: Identity, session: string | null = null) {
  identity = who;
  const started = await fetch(`${app.url}${start}`, {
    redirect: 'manual',
    headers: session ? { cookie: session } : {},
  });
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get('location')!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
  const flow = cookieOf(started, 'orbite_oidc');
  expect(flow).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin).toBe(app.url);
  return { authorize, callback, flow: flow!, session };
}

async function complete(flow: { callback: URL; flow: string | null; session: string | null }) {
  const cookie = [flow.flow, flow.session].filter(Boolean).join('; ');
  return fetch(flow.callback, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

async function signInWith(start: string, who: Identity, session: string | null = null) {
  const response = await complete(await begin(start, who, session));
  return { response, location: response.headers.get('location'), session: sessionOf(response) };
}

/** The message a popup callback posts to its opener. */
function popupMessage(html: string) {
  const script = html.match(/var m=(\{.*?\});/);
  return script ? JSON.parse(script[1]!) : null;
}

describe('freelancers with Google', () => {
  it('signs a new freelancer up and lands them on the page they came from', async () => {
    const sub = newSubject();
    const { response, location, session } = await signInWith('/auth/freelance/google?to=/freelancer/dashboard', {
      sub,
      email: 'Lea.Martin@Gmail.com',
      given_name: 'Léa',
      family_name: 'Martin',
    });
    expect(response.status).toBe(302);
    expect(location).toBe('/freelancer/dashboard');
    expect(response.headers.getSetCookie().find((c) => c.startsWith('orbite_session='))).toContain('HttpOnly');
    expect(cookieOf(response, 'orbite_oidc')).toBe('orbite_oidc='); // the one-time flow cookie is cleared
    expect(await me(session)).toMatchObject({
      email: 'lea.martin@gmail.com',
      fullName: 'Léa Martin',
      role: 'freelancer',
    });
  });

  it('signs the same Google account in again as the same user, even after its address changed', async () => {
    const sub = newSubject();
    const first = await signInWith('/auth/freelance/google', { sub, email: `${sub}@gmail.com`, given_name: 'Tom' });
    expect(first.location).toBe('/freelancer');
    const user = await me(first.session);
    const again = await signInWith('/auth/freelance/google', { sub, email: `autre-${sub}@gmail.com` });
    expect(again.location).toBe('/freelancer');
    expect(again.session).not.toBe(first.session);
    expect(await me(again.session)).toMatchObject({ id: user.id, email: `${sub}@gmail.com`, role: 'freelancer' });
  });

  it('uses the Google client id for Google and the LinkedIn one for LinkedIn', async () => {
    const google = await begin('/auth/freelance/google', { sub: newSubject(), email: 'a@gmail.com' });
    const linkedIn = await begin('/auth/linkedin', { sub: newSubject(), email: 'b@gmail.com' });
    expect(google.authorize.searchParams.get('client_id')).toBe('orbite');
    expect(linkedIn.authorize.searchParams.get('client_id')).toBe('orbite-li');
    expect(google.authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/auth/freelance/google/callback`);
    expect(linkedIn.authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/auth/linkedin/callback`);
  });
});

describe('freelancers with LinkedIn', () => {
  it('signs a new freelancer up and signs them in again with the same LinkedIn account', async () => {
    const sub = newSubject();
    const who = { sub, email: `${sub}@linkedin-user.fr`, given_name: 'Inès', family_name: 'Robert' };
    const first = await signInWith('/auth/linkedin?to=/freelancer/profile', who);
    expect(first.location).toBe('/freelancer/profile');
    const user = await me(first.session);
    expect(user).toMatchObject({ email: who.email, fullName: 'Inès Robert', role: 'freelancer' });
    const again = await signInWith('/auth/linkedin', who);
    expect((await me(again.session)).id).toBe(user.id);
  });

  it('keeps Google and LinkedIn identities apart: the same subject at LinkedIn is another account', async () => {
    const sub = newSubject();
    const google = await signInWith('/auth/freelance/google', { sub, email: `${sub}@gmail.com` });
    const linkedIn = await signInWith('/auth/linkedin', { sub, email: `${sub}@linkedin-user.fr` });
    expect((await me(linkedIn.session)).id).not.toBe((await me(google.session)).id);
  });
});

describe('existing accounts', () => {
  it('links a verified address to the existing password account', async () => {
    const { user } = await makeFreelancer(app);
    const sub = newSubject();
    const first = await signInWith('/auth/freelance/google?to=/freelancer/dashboard', { sub, email: user.email });
    expect(first.location).toBe('/freelancer/dashboard');
    expect(await me(first.session)).toMatchObject({ id: String(user.id), email: user.email, role: 'freelancer' });
    // The Google account is now linked: it signs in even once its address no longer matches.
    const again = await signInWith('/auth/freelance/google', { sub, email: `${sub}@gmail.com` });
    expect((await me(again.session)).id).toBe(String(user.id));
    expect((await app.client().signIn(user.email, 'secret123')).status).toBe(200); // the password still works
  });

  it('refuses an unverified address that matches an existing account (637 Google, 638 LinkedIn)', async () => {
    const { user } = await makeFreelancer(app);
    const google = await signInWith('/auth/freelance/google?to=/freelancer/dashboard', {
      sub: newSubject(),
      email: user.email,
      email_verified: false,
    });
    expect(google.location).toBe('/freelancer/signin?apperror=637');
    expect(google.session).toBeNull();
    const linkedIn = await signInWith('/auth/linkedin', {
      sub: newSubject(),
      email: user.email,
      email_verified: false,
    });
    expect(linkedIn.location).toBe('/freelancer/signin?apperror=638');
    expect(linkedIn.session).toBeNull();
  });
});

describe('team members with Google', () => {
  it('creates a team member for an address of the team domain and lands them on the back office', async () => {
    const sub = newSubject();
    const { location, session } = await signInWith('/auth/google', {
      sub,
      email: `${sub}@orbite.fr`,
      given_name: 'Nora',
      family_name: 'Lefèvre',
    });
    expect(location).toBe('/backoffice');
    expect(await me(session)).toMatchObject({
      email: `${sub}@orbite.fr`,
      fullName: 'Nora Lefèvre',
      role: 'teamMember',
    });
    const again = await signInWith('/auth/google', { sub, email: `${sub}@orbite.fr` });
    expect(again.location).toBe('/backoffice');
    expect((await me(again.session)).id).toBe((await me(session)).id);
  });

  it('refuses an address outside the team domain, or an unverified one, back to the back-office sign-in', async () => {
    const outside = await signInWith('/auth/google', { sub: newSubject(), email: 'quelquun@gmail.com' });
    expect(outside.location).toBe('/backoffice/signin?apperror=450');
    expect(outside.session).toBeNull();
    const sub = newSubject();
    const unverified = await signInWith('/auth/google', {
      sub,
      email: `${sub}@orbite.fr`,
      email_verified: false,
    });
    expect(unverified.location).toBe('/backoffice/signin?apperror=450');
    expect(unverified.session).toBeNull();
  });

  it('never lets a freelancer into the back office, by address or by an already linked Google account', async () => {
    const { user } = await makeFreelancer(app);
    const byAddress = await signInWith('/auth/google', { sub: newSubject(), email: user.email });
    expect(byAddress.location).toBe('/backoffice/signin?apperror=450');
    expect(byAddress.session).toBeNull();
    // A freelancer who signed up with a Google account of the team domain stays a freelancer.
    const sub = newSubject();
    const freelance = await signInWith('/auth/freelance/google', { sub, email: `${sub}@orbite.fr` });
    expect((await me(freelance.session)).role).toBe('freelancer');
    const byIdentity = await signInWith('/auth/google', { sub, email: `${sub}@orbite.fr` });
    expect(byIdentity.location).toBe('/backoffice/signin?apperror=450');
    expect(byIdentity.session).toBeNull();
    expect((await me(freelance.session)).role).toBe('freelancer');
  });
});

describe('popup mode', () => {
  it('answers a page that reports the landing path to the opener, with the session cookie', async () => {
    const sub = newSubject();
    const { response, session } = await signInWith('/auth/freelance/google?to=/freelancer/dashboard&popup=1', {
      sub,
      email: `${sub}@gmail.com`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('window.opener.postMessage(m,window.location.origin)');
    expect(popupMessage(html)).toEqual({ action: 'oauth', path: '/freelancer/dashboard', error: null });
    expect((await me(session)).email).toBe(`${sub}@gmail.com`);
  });

  it('reports a refusal with its error code', async () => {
    const { response, session } = await signInWith('/auth/google?popup=1', {
      sub: newSubject(),
      email: 'pirate@gmail.com',
    });
    expect(response.status).toBe(200);
    expect(popupMessage(await response.text())).toEqual({ action: 'oauth', path: '/backoffice/signin', error: 450 });
    expect(session).toBeNull();
  });
});

describe('forged or incomplete callbacks', () => {
  it('refuses a callback whose state is not the one of the flow', async () => {
    const sub = newSubject();
    const flow = await begin('/auth/freelance/google', { sub, email: `${sub}@gmail.com` });
    flow.callback.searchParams.set('state', 'forged-state');
    const response = await complete(flow);
    expect(response.headers.get('location')).toBe('/freelancer/signin?apperror=450');
    expect(sessionOf(response)).toBeNull();
    expect(cookieOf(response, 'orbite_oidc')).toBe('orbite_oidc=');
  });

  it('refuses a callback without the flow cookie', async () => {
    const sub = newSubject();
    const flow = await begin('/auth/freelance/google', { sub, email: `${sub}@gmail.com` });
    const response = await complete({ ...flow, flow: null });
    expect(response.headers.get('location')).toBe('/freelancer/signin?apperror=554');
    expect(sessionOf(response)).toBeNull();
  });

  it('refuses a freelance flow brought back to the team-member callback', async () => {
    const sub = newSubject();
    const flow = await begin('/auth/freelance/google', { sub, email: `${sub}@orbite.fr` });
    const callback = new URL(flow.callback);
    callback.pathname = '/auth/google/callback';
    const response = await complete({ ...flow, callback });
    expect(response.headers.get('location')).toBe('/backoffice/signin?apperror=554');
    expect(sessionOf(response)).toBeNull();
  });
});

describe('linking a LinkedIn account to the signed-in user', () => {
  it('links it, lands on the parameters, and refuses to link it to anyone else (456)', async () => {
    const { user: owner } = await makeFreelancer(app);
    const ownerClient = await signedIn(app, owner.email);
    const sub = newSubject();
    const who = { sub, email: `${sub}@linkedin-user.fr` };
    const linked = await signInWith('/auth/linkedin?linkToUser=1', who, ownerClient.cookie);
    expect(linked.location).toBe('/freelancer/parameters');
    expect((await me(linked.session)).id).toBe(String(owner.id));

    // Signing in with LinkedIn now opens the owner's account, not a new one.
    const viaLinkedIn = await signInWith('/auth/linkedin', who);
    expect(await me(viaLinkedIn.session)).toMatchObject({ id: String(owner.id), email: owner.email });

    const { user: other } = await makeFreelancer(app);
    const otherClient = await signedIn(app, other.email);
    const refused = await signInWith('/auth/linkedin?linkToUser=1', who, otherClient.cookie);
    expect(refused.location).toBe('/freelancer/parameters?apperror=456');
    expect(refused.session).toBeNull();
    expect((await otherClient.gql(ME)).data?.me.id).toBe(String(other.id));
    const stillOwner = await signInWith('/auth/linkedin', who);
    expect((await me(stillOwner.session)).id).toBe(String(owner.id));
  });

  it('needs a signed-in user to link an account', async () => {
    const sub = newSubject();
    const refused = await signInWith('/auth/linkedin?linkToUser=1', { sub, email: `${sub}@linkedin-user.fr` });
    expect(refused.location).toBe('/freelancer/parameters?apperror=401');
    expect(refused.session).toBeNull();
  });
});

describe('without identity providers', () => {
  it('has no sign-in routes and says so in /auth/config', async () => {
    const configured = await app.client().request('GET', '/auth/config');
    expect(configured.json.providers).toEqual({ googleTeamMember: true, googleFreelance: true, linkedIn: true });

    const plain = await createTestApp();
    try {
      for (const path of ['/auth/google', '/auth/freelance/google', '/auth/linkedin', '/auth/google/callback']) {
        const response = await fetch(`${plain.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).not.toBe(302);
        expect(response.headers.get('location'), path).toBeNull();
      }
      const config = await plain.client().request('GET', '/auth/config');
      expect(config.json.providers).toEqual({ googleTeamMember: false, googleFreelance: false, linkedIn: false });
    } finally {
      await plain.stop();
    }
    // The configured server keeps its own routes.
    const still = await fetch(`${app.url}/auth/google`, { redirect: 'manual' });
    expect(still.status).toBe(302);
  });
});
