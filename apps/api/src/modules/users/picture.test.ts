import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function upload(client: TestClient, bytes: Buffer, name: string, type: string): Promise<string> {
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), cookie: client.cookie ?? '' },
    body: new Uint8Array(bytes),
  });
  return (await response.json()).uploadId;
}

const SET = 'mutation($u: ID!) { setProfilePicture(uploadId: $u) { profilePictureUrl } }';

describe('profile picture', () => {
  it('becomes the user’s public picture and completes the profile’s picture item', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const set = await client.gql(SET, { u: await upload(client, png, 'moi.png', 'image/png') });
    const url = set.data?.setProfilePicture.profilePictureUrl as string;
    expect(url).toMatch(/^\/pictures\/[0-9a-f-]{36}$/);
    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Re-encoded on upload: the same picture, not the same bytes; served in place, sandboxed.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1 });
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const profile = await client.gql(
      'query($id: ID!) { freelance(id: $id) { completeness { items { element done } } } }',
      {
        id: freelance.id,
      },
    );
    const picture = profile.data?.freelance.completeness.items.find(
      (i: { element: string }) => i.element === 'picture',
    );
    expect(picture.done).toBe(true);

    // A new picture replaces the old one, whose file is gone.
    const next = await client.gql(SET, { u: await upload(client, png, 'moi2.png', 'image/png') });
    expect(next.data?.setProfilePicture.profilePictureUrl).not.toBe(url);
    expect((await fetch(`${app.url}${url}`)).status).toBe(404);
  });

  it('refuses a PDF (410), someone else’s upload (404) and a signed-out caller (401)', async () => {
    const { user } = await makeFreelancer(app);
    const { user: other } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const otherClient = await signedIn(app, other.email);
    expect(errorCode(await client.gql(SET, { u: await upload(client, pdf, 'cv.pdf', 'application/pdf') }))).toBe(410);
    expect(errorCode(await client.gql(SET, { u: await upload(otherClient, png, 'x.png', 'image/png') }))).toBe(404);
    expect(errorCode(await app.client().gql(SET, { u: '00000000-0000-0000-0000-000000000000' }))).toBe(401);
    expect((await fetch(`${app.url}/pictures/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
