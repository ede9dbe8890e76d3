/**
 * What a received file becomes before it is stored, once its type is known from its magic bytes:
 * images are decoded and re-encoded (metadata, EXIF GPS and anything appended are gone), PDFs are
 * checked for the polyglot tricks one can detect, ZIP-based files are unpacked within bounds.
 */
import { ErrorCode } from '@orbite/domain/errors';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { checkArchive } from './archive-check';
import { MAX_IMAGE_PIXELS } from './documents.rules';

const unreadableImage = () =>
  new AppError(ErrorCode.invalidFileType, 'Image illisible : enregistrez-la à nouveau en JPEG ou PNG.', 'file');

/** The image decoded and encoded again in its own format, upright, without any metadata. */
export async function reencodeImage(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  // The header alone gives the dimensions: a decompression bomb is refused before it is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== (type === 'image/png' ? 'png' : 'jpeg')) throw unreadableImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new AppError(
      ErrorCode.invalidInput,
      `Image trop grande : ${MAX_IMAGE_PIXELS / 1_000_000} mégapixels au plus (celle-ci en a ${Math.ceil((meta.width * meta.height) / 1_000_000)}).`,
      'file',
    );
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  try {
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw unreadableImage();
  }
}

const refusedPdf = (detail: string) => new AppError(ErrorCode.invalidFileType, `PDF refusé : ${detail}.`, 'file');

const markupAtStart = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?xml)\b/i;
const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/**
 * A PDF cannot be re-encoded; it must start with `%PDF-`, carry no HTML or XML in its first kilobyte
 * (a page sniffed as HTML), end with `%%EOF` followed by at most a kilobyte, and have no ZIP directory
 * in its tail (a PDF that is also a ZIP). JavaScript inside a PDF stays: the file is only ever served
 * as application/pdf with nosniff, as an attachment or in the browser's PDF viewer.
 */
export function checkPdf(bytes: Buffer): void {
  if (bytes.toString('latin1', 0, 5) !== '%PDF-') throw refusedPdf('il ne commence pas par %PDF-');
  if (markupAtStart.test(bytes.toString('latin1', 0, 1024))) throw refusedPdf('il contient une page web');
  const end = bytes.lastIndexOf('%%EOF');
  if (end < 0) throw refusedPdf('il est incomplet');
  if (bytes.length - (end + 5) > 1024) throw refusedPdf('des données suivent la fin du document');
  const tail = bytes.subarray(Math.max(0, bytes.length - 0xffff - 22));
  if (ZIP_SIGNATURES.some((signature) => tail.includes(signature)))
    throw refusedPdf('il contient aussi une archive ZIP');
}

const archiveTypes = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** The bytes to store for a file of this (verified) type: re-encoded, checked, or refused. */
export async function harmlessContent(bytes: Buffer, type: string): Promise<Buffer> {
  if (type === 'image/jpeg' || type === 'image/png') return reencodeImage(bytes, type);
  if (type === 'application/pdf') checkPdf(bytes);
  else if (archiveTypes.has(type)) checkArchive(bytes);
  return bytes;
}
