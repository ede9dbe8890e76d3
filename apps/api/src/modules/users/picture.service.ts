import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { contentDisposition } from '../../platform/storage';
import { type Actor, recordActivity } from '../activity/activity.service';
import { findAttachableUpload } from '../documents/uploads.service';
import { findFreelanceOfUser } from '../freelancers/freelancers.service';
import { refreshProfileScore } from '../freelancers/profile.service';
import { findUserById, updateUserPicture } from './users.repository';

const PICTURE_PREFIX = '/pictures/';
const pictureTypes = new Set(['image/jpeg', 'image/png']);

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Makes an image the user uploaded (POST /uploads) their profile picture. The picture gets a key of
 * its own, served publicly at /pictures/{id} (a new id at each change, so it can be cached forever);
 * the previous picture is removed.
 */
export async function setProfilePicture(deps: AppDeps, actor: Actor, userId: number, uploadId: string) {
  const upload = await findAttachableUpload(deps.db, uploadId, userId);
  if (!pictureTypes.has(upload.contentType))
    throw new AppError(ErrorCode.invalidFileType, 'Une photo doit être une image JPEG ou PNG.', 'file');
  const stored = await deps.storage.get(upload.storageKey);
  if (!stored) throw new AppError(ErrorCode.notFound, 'Fichier introuvable : envoyez-le à nouveau.', 'uploadId');
  const id = randomUUID();
  await deps.storage.put(`pictures/${id}`, await streamToBuffer(stored.body), upload.contentType);
  const before = await findUserById(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    await updateUserPicture(tx, userId, `${PICTURE_PREFIX}${id}`);
    const freelance = await findFreelanceOfUser(tx, userId);
    if (freelance) await refreshProfileScore(tx, freelance);
    await recordActivity(tx, actor, {
      category: 'user',
      type: 'profile_picture_changed',
      entityType: 'user',
      entityId: userId,
    });
  });
  await deletePictureFile(deps, before?.profilePictureUrl ?? null);
  return (await findUserById(deps.db, userId))!;
}

export async function removeProfilePicture(deps: AppDeps, actor: Actor, userId: number) {
  const before = await findUserById(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    await updateUserPicture(tx, userId, null);
    const freelance = await findFreelanceOfUser(tx, userId);
    if (freelance) await refreshProfileScore(tx, freelance);
    await recordActivity(tx, actor, {
      category: 'user',
      type: 'profile_picture_removed',
      entityType: 'user',
      entityId: userId,
    });
  });
  await deletePictureFile(deps, before?.profilePictureUrl ?? null);
  return (await findUserById(deps.db, userId))!;
}

const pictureIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function deletePictureFile(deps: AppDeps, url: string | null) {
  const id = url?.startsWith(PICTURE_PREFIX) ? url.slice(PICTURE_PREFIX.length) : null;
  if (id && pictureIdPattern.test(id)) await deps.storage.delete(`pictures/${id}`).catch(() => {});
}

/** GET /pictures/{id}: profile pictures are public (the anonymized views never give their URL). */
export async function servePicture(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  const id = (req.url ?? '').slice(PICTURE_PREFIX.length).split('?')[0] ?? '';
  const file = pictureIdPattern.test(id) ? await deps.storage.get(`pictures/${id}`) : null;
  if (!file || req.method !== 'GET') {
    res.writeHead(404).end();
    return;
  }
  const extension = file.contentType === 'image/png' ? 'png' : 'jpg';
  res.writeHead(200, {
    // Only images re-encoded on upload are ever stored here (setProfilePicture).
    'content-type': file.contentType,
    'content-length': String(file.size),
    'content-disposition': contentDisposition('inline', `photo.${extension}`),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  file.body.pipe(res);
}
