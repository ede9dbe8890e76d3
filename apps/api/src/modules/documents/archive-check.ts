/**
 * ZIP-based files (ZIP, DOCX, XLSX) are unpacked once on receipt, within bounds, before anything
 * else reads them. Whatever later opens them (fflate, JSZip, exceljs's streaming reader) then meets
 * an archive whose every byte has been counted: no zip bomb, nested or lying about its sizes, and no
 * entry one reader sees and another does not (local headers must tile the file up to the central
 * directory, with the same names).
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { ErrorCode } from '@orbite/domain/errors';
import { AppError } from '../../platform/errors';
import { MAX_ARCHIVE_DEPTH, MAX_ARCHIVE_ENTRIES, MAX_UNPACKED_BYTES } from './documents.rules';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64 = 0xffffffff;

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** What is left to unpack, shared by an archive and the archives nested in it. */
interface Budget {
  bytes: number;
  entries: number;
}

const unreadable = (detail: string) =>
  new AppError(ErrorCode.invalidFileType, `Archive refusée : ${detail}. Enregistrez-la à nouveau.`, 'file');

const tooLarge = () =>
  new AppError(
    ErrorCode.invalidInput,
    `Archive refusée : une fois décompressée, elle dépasserait ${MAX_UNPACKED_BYTES / 1024 / 1024} Mo.`,
    'file',
  );

function endOfDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) {
    // The record and its comment must end the file: nothing may follow the archive.
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  throw unreadable('fin d’archive introuvable');
}

function directoryOf(zip: Buffer): { entries: Entry[]; directoryStart: number } {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count)
    throw unreadable('archive en plusieurs volumes');
  if (count === 0xffff || size === ZIP64 || start === ZIP64) throw unreadable('format ZIP64 non accepté');
  if (start + size !== end) throw unreadable('répertoire central incohérent');
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable('répertoire central incohérent');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64)
      throw unreadable('format ZIP64 non accepté');
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (at !== end) throw unreadable('répertoire central incohérent');
  return { entries, directoryStart: start };
}

/** The compressed bytes of each entry; the local headers must follow one another from byte 0 to the directory. */
function dataOf(zip: Buffer, entries: Entry[], directoryStart: number): Map<Entry, Buffer> {
  const data = new Map<Entry, Buffer>();
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    const at = entry.offset;
    if (at !== expected || at + 30 > directoryStart || zip.readUInt32LE(at) !== LOCAL_HEADER)
      throw unreadable('contenu caché ou entrées qui se chevauchent');
    const nameLength = zip.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const localName = zip.toString('utf8', at + 30, at + 30 + nameLength);
    if (localName !== entry.name || zip.readUInt16LE(at + 8) !== entry.method)
      throw unreadable('entrées qui se contredisent');
    let dataEnd = dataStart + entry.compressedSize;
    if (entry.flags & 0x8)
      dataEnd += dataEnd + 4 <= directoryStart && zip.readUInt32LE(dataEnd) === DATA_DESCRIPTOR ? 16 : 12;
    if (dataEnd > directoryStart) throw unreadable('entrée tronquée');
    data.set(entry, zip.subarray(dataStart, dataStart + entry.compressedSize));
    expected = dataEnd;
  }
  if (expected !== directoryStart) throw unreadable('contenu caché entre les entrées');
  return data;
}

function unpack(entry: Entry, compressed: Buffer, budget: Budget): Buffer {
  if (entry.flags & 0x1) throw unreadable('archive chiffrée');
  if (entry.method !== 0 && entry.method !== 8) throw unreadable('méthode de compression inconnue');
  if (entry.size > budget.bytes) throw tooLarge();
  let bytes: Buffer;
  if (entry.method === 0) bytes = compressed;
  else {
    try {
      // Never more than the size the entry announces (+1 to notice a lie): a bomb stops here.
      bytes = inflateRawSync(compressed, { maxOutputLength: entry.size + 1 });
    } catch {
      throw unreadable('entrée illisible ou plus grande que sa taille annoncée');
    }
  }
  if (bytes.length !== entry.size) throw unreadable('taille annoncée fausse');
  if (crc32(bytes) !== entry.crc) throw unreadable('somme de contrôle fausse');
  budget.bytes -= bytes.length;
  return bytes;
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;

function inspect(zip: Buffer, depth: number, budget: Budget): void {
  const { entries, directoryStart } = directoryOf(zip);
  budget.entries -= entries.length;
  if (budget.entries < 0) throw unreadable(`plus de ${MAX_ARCHIVE_ENTRIES} fichiers`);
  if (entries.reduce((sum, e) => sum + e.size, 0) > budget.bytes) throw tooLarge();
  const data = dataOf(zip, entries, directoryStart);
  for (const entry of entries) {
    const bytes = unpack(entry, data.get(entry)!, budget);
    if (!isZip(bytes)) continue;
    if (depth >= MAX_ARCHIVE_DEPTH) throw unreadable('archives imbriquées trop profondément');
    inspect(bytes, depth + 1, budget);
  }
}

/**
 * Refuses an archive that would unpack to more than MAX_UNPACKED_BYTES (nested archives included),
 * that holds more than MAX_ARCHIVE_ENTRIES files, is encrypted, ZIP64, lies about its sizes or
 * checksums, or hides bytes that a reader of local headers would see and a reader of the directory
 * would not. 400 on the file field for the size, 410 for the rest.
 */
export function checkArchive(zip: Buffer): void {
  if (!isZip(zip)) throw unreadable('ce n’est pas une archive ZIP');
  inspect(zip, 0, { bytes: MAX_UNPACKED_BYTES, entries: MAX_ARCHIVE_ENTRIES });
}
