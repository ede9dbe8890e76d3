import { emptyMissionForm, type MissionFormFields } from './mission-form-values';

/**
 * The mission form's persisted local state: what was typed and not yet saved on the server, so that
 * a reload (or a lost connection) loses nothing. One entry per user and mission ("new" before the
 * draft exists on the server), cleared once the server holds everything.
 */
export interface StoredDraft {
  values: MissionFormFields;
  /** The server version the values were typed on; null before the draft exists. */
  version: number | null;
  savedAt: number;
}

const PREFIX = 'orbite.missionDraft.';
/** Local values older than this are forgotten. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export function draftStorageKey(owner: { userId: string; missionId: string | null; companyId?: string | null }) {
  return `${PREFIX}${owner.userId}.${owner.missionId ?? `new-${owner.companyId ?? 'own'}`}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredDraft>;
    if (!parsed || typeof parsed.values !== 'object' || parsed.values === null) return null;
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > DRAFT_MAX_AGE_MS) return null;
    // Fields added to the form since the values were stored start empty.
    const values = { ...emptyMissionForm(), ...parsed.values } as MissionFormFields;
    if (!Array.isArray(values.skills)) values.skills = [];
    return { values, version: typeof parsed.version === 'number' ? parsed.version : null, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Omit<StoredDraft, 'savedAt'>, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // A full or disabled storage only loses the safety net: the server still saves.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Local values worth restoring over the server's: only those typed on the version the server still
 * has (someone else's save since makes them stale) and different from it.
 */
export function restorableDraft(
  stored: StoredDraft | null,
  serverVersion: number | null,
  serverValues: MissionFormFields,
): MissionFormFields | null {
  if (!stored || stored.version !== serverVersion) return null;
  return JSON.stringify(stored.values) === JSON.stringify(serverValues) ? null : stored.values;
}
