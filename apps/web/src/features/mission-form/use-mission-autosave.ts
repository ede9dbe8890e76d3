import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FORM_SUCCESS_MS, type FormState } from '../../ui/form-state-chip';
import { clearDraft, draftStorageKey, writeDraft } from './mission-draft-storage';
import { type MissionFormMission, useCreateMission, useUpdateMission } from './mission-form-operations';
import { draftInput, inputKey, type MissionFormFields, type MissionInput, toMissionInput } from './mission-form-values';

/** Spec: a draft is saved ~800 ms after the last change. */
export const AUTOSAVE_DELAY_MS = 800;

/** Why the form cannot save any more: someone saved since (622), the mission moved on (605), it is gone (404). */
export type SaveConflict = 'stale' | 'locked' | 'notFound';

/** A save's failure as the form shows it. */
export interface SaveFailure {
  conflict: SaveConflict | null;
  fields: { field: string; message: string }[];
}

export function saveFailureOf(error: unknown): SaveFailure {
  if (!CombinedGraphQLErrors.is(error)) return { conflict: null, fields: [] };
  const fields: SaveFailure['fields'] = [];
  let conflict: SaveConflict | null = null;
  for (const item of error.errors) {
    const code = toErrorCode(item.extensions?.code);
    if (code === ErrorCode.missionHasChanged) conflict = 'stale';
    else if (code === ErrorCode.invalidMissionState) conflict ??= 'locked';
    else if (code === ErrorCode.notFound) conflict ??= 'notFound';
    else if (code === ErrorCode.invalidInput && typeof item.extensions?.field === 'string')
      fields.push({ field: item.extensions.field, message: item.message });
  }
  return { conflict, fields };
}

interface Options {
  form: UseFormReturn<MissionFormFields>;
  userId: string;
  /** The mission being edited; null until the first meaningful change creates the draft. */
  missionId: string | null;
  version: number | null;
  /** The values the server holds (the empty form before the draft exists). */
  serverValues: MissionFormFields;
  /** autosave: a draft, saved as typed; explicit: a mission under review, saved by the save button only. */
  mode: 'autosave' | 'explicit';
  /** The company the team drafts for (back office). */
  companyId: string | null;
  today: string;
  onCreated: (mission: MissionFormMission) => void;
  onFieldErrors: (fields: SaveFailure['fields']) => void;
}

/**
 * Keeps the mission while it is typed: every change goes to local storage at once, and (in autosave
 * mode) to the server 800 ms later: createMission on the first meaningful change, then updateMission
 * with the version last seen. Saves run one after the other; a failure stops nothing but a conflict,
 * which stops all saves until the page is reloaded.
 */
export function useMissionAutosave(options: Options) {
  const { form, mode, today } = options;
  const latest = useRef(options);
  latest.current = options;
  const [createMission] = useCreateMission();
  const [updateMission] = useUpdateMission();
  const [missionId, setMissionId] = useState(options.missionId);
  const [state, setState] = useState<FormState>('idle');
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [dirty, setDirty] = useState(false);
  const idRef = useRef(options.missionId);
  const versionRef = useRef(options.version);
  const conflictRef = useRef<SaveConflict | null>(null);
  /** Set when the user left without saving: nothing is written any more. */
  const stopped = useRef(false);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const inputOf = useCallback(
    (values: MissionFormFields): { input: MissionInput; partial: boolean } =>
      mode === 'explicit' ? { input: toMissionInput(values), partial: false } : draftInput(values, today),
    [mode, today],
  );
  const lastSaved = useRef(inputKey(inputOf(options.serverValues).input));
  const storageKey = useCallback(
    (id: string | null) =>
      draftStorageKey({ userId: latest.current.userId, missionId: id, companyId: latest.current.companyId }),
    [],
  );
  const isDirty = useCallback(
    (values: MissionFormFields) => {
      const { input, partial } = inputOf(values);
      return partial || inputKey(input) !== lastSaved.current;
    },
    [inputOf],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (conflictRef.current || stopped.current) return false;
    const { input, partial } = inputOf(form.getValues());
    const key = inputKey(input);
    if (key === lastSaved.current) {
      if (!partial) clearDraft(storageKey(idRef.current));
      return !partial;
    }
    setState('submitting');
    const { companyId } = latest.current;
    const result = await (idRef.current
      ? updateMission({ variables: { id: idRef.current, input, version: versionRef.current } })
      : createMission({ variables: { input, companyId } })
    ).catch((error: unknown) => ({ data: undefined, error }));
    const data = result.data as { createMission?: MissionFormMission; updateMission?: MissionFormMission } | undefined;
    const mission = data?.updateMission ?? data?.createMission;
    if (result.error || !mission) {
      const failure = saveFailureOf(result.error);
      if (failure.conflict) {
        conflictRef.current = failure.conflict;
        setConflict(failure.conflict);
      }
      if (failure.fields.length) latest.current.onFieldErrors(failure.fields);
      setState('error');
      return false;
    }
    if (!idRef.current) {
      clearDraft(storageKey(null));
      idRef.current = mission.id;
      setMissionId(mission.id);
      latest.current.onCreated(mission);
    }
    versionRef.current = mission.version;
    lastSaved.current = key;
    // What was typed during the save stays in local storage, on the new version.
    const now = form.getValues();
    if (isDirty(now)) writeDraft(storageKey(mission.id), { values: now, version: mission.version });
    else clearDraft(storageKey(mission.id));
    setDirty(isDirty(now));
    setState('success');
    return !partial;
  }, [createMission, updateMission, form, inputOf, isDirty, storageKey]);

  /** Saves now (after any save under way); true when the server holds every value. */
  const flush = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    chain.current = chain.current.then(save, save);
    return chain.current;
  }, [save]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const current = values as MissionFormFields;
      const changed = isDirty(current);
      setDirty(changed);
      if (!changed || conflictRef.current || stopped.current) return;
      writeDraft(storageKey(idRef.current), { values: current, version: versionRef.current });
      if (latest.current.mode !== 'autosave') return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, isDirty, flush, storageKey]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Spec 002: the success chip goes after 3 seconds.
  useEffect(() => {
    if (state !== 'success') return;
    const done = setTimeout(() => setState((current) => (current === 'success' ? 'idle' : current)), FORM_SUCCESS_MS);
    return () => clearTimeout(done);
  }, [state]);

  /** Values restored from local storage: saved at once in autosave mode, else kept as unsaved changes. */
  const restored = useCallback(() => {
    setDirty(true);
    if (latest.current.mode === 'autosave') void flush();
  }, [flush]);

  /** Forgets the local values (after a submission, or to start again from the server's). */
  const forget = useCallback(() => clearDraft(storageKey(idRef.current)), [storageKey]);

  /** The user leaves without saving: the pending save is cancelled and the local values dropped. */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stopped.current = true;
    forget();
  }, [forget]);

  /** A conflict met elsewhere (the submission): saves stop as for their own. */
  const reportConflict = useCallback((found: SaveConflict) => {
    conflictRef.current = found;
    setConflict(found);
  }, []);

  return {
    missionId,
    state,
    conflict,
    dirty,
    flush,
    restored,
    forget,
    discard,
    reportConflict,
    currentId: () => idRef.current,
  };
}
