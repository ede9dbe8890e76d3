/**
 * Profile imports: the freelancer (or the team for them) uploads LinkedIn's data export, LinkedIn's
 * profile PDF or a CV; a background worker (profile-imports.worker.ts) reads it. LinkedIn imports are
 * applied at once; a CV import waits for the freelancer's review (applyProfileImport).
 */
import { ErrorCode } from '@orbite/domain/errors';
import { PROFILE_LIMITS } from '@orbite/domain/profile-limits';
import { isValidLinkedInUrl } from '@orbite/domain/validators';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findAttachableUpload } from '../documents/uploads.service';
import { normalizeSearch } from '../skills/skills.service';
import { otherFreelanceWithLinkedIn } from './admin.repository';
import type { FreelanceRow } from './freelancers.tables';
import { linkedInKey } from './imports.parse';
import * as profileRepository from './profile.repository';
import {
  changeProfile,
  editableFreelance,
  type ProfileCaller,
  readableFreelance,
  setFreelanceSkills,
} from './profile.service';
import {
  isLinkedInKind,
  type ProfileImportProposal,
  type ProposedEducation,
  type ProposedExperience,
  type ProposedLanguage,
  type ProposedSkill,
  profileImportKinds,
} from './profile-imports.parse';
import * as repository from './profile-imports.repository';
import type { ProfileImportRow } from './profile-imports.tables';
import {
  addFreelanceEducation,
  addFreelanceExperience,
  addFreelanceLanguage,
  updateFreelanceLanguage,
} from './profile-sections.service';

/** Imports a freelancer may start in 24 hours (645 beyond). */
export const MAX_IMPORTS_PER_DAY = 5;
const DAY_MS = 24 * 3_600_000;

/** The file types each kind accepts (the type found in the bytes at upload). */
const contentTypesOf: Record<string, readonly string[]> = {
  linkedinExport: ['application/zip'],
  linkedinPdf: ['application/pdf'],
  cvPdf: ['application/pdf'],
  cvDocx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

const wrongFile: Record<string, string> = {
  linkedinExport: 'Envoyez l’archive ZIP de l’export de vos données LinkedIn.',
  linkedinPdf: 'Envoyez le PDF de votre profil LinkedIn.',
  cvPdf: 'Envoyez votre CV au format PDF.',
  cvDocx: 'Envoyez votre CV au format Word (DOCX).',
};

/** Starts an import: the caller's own upload, a kind its bytes match, one at a time, 5 a day. */
export async function startProfileImport(
  deps: AppDeps,
  caller: ProfileCaller,
  freelanceId: number,
  kind: string,
  uploadId: string,
): Promise<ProfileImportRow> {
  if (!(profileImportKinds as readonly string[]).includes(kind))
    throw new AppError(ErrorCode.invalidInput, 'Type d’import inconnu.', 'kind');
  return deps.db.transaction(async (tx) => {
    const freelance = await editableFreelance(tx, caller, freelanceId);
    // One import at a time per freelancer, counted under a lock of the freelancer's row.
    await repository.lockFreelance(tx, freelance.id);
    const upload = await findAttachableUpload(tx, uploadId, caller.actor.userId ?? -1);
    if (!contentTypesOf[kind]!.includes(upload.contentType))
      throw new AppError(ErrorCode.invalidFileType, wrongFile[kind]!, 'uploadId');
    if ((await repository.countImportsSince(tx, freelance.id, new Date(Date.now() - DAY_MS))) >= MAX_IMPORTS_PER_DAY)
      throw new AppError(
        ErrorCode.tooManyLinkedInImports,
        'Vous avez déjà lancé 5 imports aujourd’hui : réessayez dans 24 heures.',
      );
    if (await repository.hasDoingImport(tx, freelance.id))
      throw new AppError(ErrorCode.invalidInput, 'Un import est déjà en cours : attendez qu’il se termine.');
    const row = await repository.insertImport(tx, {
      freelanceId: freelance.id,
      kind,
      status: 'doing',
      uploadId: upload.id,
      fileName: upload.originalName,
      createdByUserId: caller.actor.userId,
    });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_profile_import_started',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { importId: row.id, kind },
    });
    return row;
  });
}

/** An import the caller may see: its freelancer's profile must be readable (else 404). */
export async function readableImport(db: DbOrTx, caller: ProfileCaller, importId: number) {
  const row = Number.isInteger(importId) ? await repository.findImport(db, importId) : null;
  if (!row) throw new AppError(ErrorCode.notFound);
  await readableFreelance(db, caller, row.freelanceId);
  return row;
}

export const lastProfileImport = (db: DbOrTx, freelanceId: number) => repository.latestImport(db, freelanceId);

/** none, doing, done or failed: the latest LinkedIn import. */
export async function linkedInImportStatus(db: DbOrTx, freelanceId: number): Promise<string> {
  const row = await repository.latestImport(db, freelanceId, ['linkedinExport', 'linkedinPdf']);
  return row?.status ?? 'none';
}

// ---------------------------------------------------------------- catalogue matching

const fold = (text: string) => normalizeSearch(text);

/** Gives each proposed skill its catalogue id (name or alias, accents and case aside). */
export async function matchCatalogue(db: DbOrTx, proposal: ProfileImportProposal): Promise<ProfileImportProposal> {
  const catalogue = await repository.listSkillAliases(db);
  const index = new Map<string, { id: number; name: string }>();
  for (const skill of catalogue) {
    for (const alias of skill.aliases) if (!index.has(fold(alias))) index.set(fold(alias), skill);
  }
  for (const skill of catalogue) index.set(fold(skill.name), skill);
  return {
    ...proposal,
    skills: proposal.skills.map((skill) => {
      const found = index.get(fold(skill.name));
      return { ...skill, skillId: found?.id ?? null, skillName: found?.name ?? null };
    }),
  };
}

// ---------------------------------------------------------------- applying

export interface AcceptedItems {
  experiences?: ProposedExperience[] | null;
  education?: ProposedEducation[] | null;
  skills?: ProposedSkill[] | null;
  languages?: ProposedLanguage[] | null;
  linkedInUrl?: boolean | null;
  /** The LinkedIn URL as edited in the review (else the proposed one); 639 when not a profile URL. */
  linkedInUrlValue?: string | null;
}

const year = (date: string | null | undefined) => (date ? Number(date.slice(0, 4)) : null);
const sameText = (a: string | null | undefined, b: string | null | undefined) => fold(a ?? '') === fold(b ?? '');

/**
 * Adds the items to the profile through the profile's own services (policies, sanitizing, score),
 * in the caller's transaction: experiences and education not already there, skills matched to the
 * catalogue (never removing one), languages, the LinkedIn URL when the profile has none.
 */
export async function applyItems(
  deps: AppDeps,
  tx: DbOrTx,
  caller: ProfileCaller,
  freelance: FreelanceRow,
  items: AcceptedItems,
) {
  const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
  const today = new Date().toISOString().slice(0, 10);
  const experiences = await profileRepository.listExperiences(tx, freelance.id);
  for (const item of items.experiences ?? []) {
    if (!item.title?.trim() || !item.company?.trim() || !item.startDate || item.startDate > today) continue;
    const endDate = item.endDate && item.endDate >= item.startDate ? item.endDate : null;
    if (
      experiences.some(
        (e) => sameText(e.title, item.title) && sameText(e.companyName, item.company) && e.startDate === item.startDate,
      )
    )
      continue;
    await addFreelanceExperience(inTx, caller, freelance.id, {
      type: 'freelancing',
      title: item.title.trim().slice(0, 150),
      companyName: item.company.trim().slice(0, 150),
      location: item.location ?? null,
      description: item.description?.slice(0, PROFILE_LIMITS.richTextLength) ?? null,
      startDate: item.startDate,
      endDate,
    });
  }
  const educations = await profileRepository.listEducations(tx, freelance.id);
  const maxYear = new Date().getFullYear() + 6;
  const validYear = (value: number | null) => (value && value >= 1950 && value <= maxYear ? value : null);
  for (const item of items.education ?? []) {
    if (!item.school?.trim()) continue;
    const startedIn = validYear(year(item.startDate));
    let graduatedIn = validYear(year(item.endDate));
    if (startedIn && graduatedIn && graduatedIn < startedIn) graduatedIn = null;
    if (
      educations.some(
        (e) => sameText(e.schoolName, item.school) && sameText(e.degree, item.degree) && e.startedIn === startedIn,
      )
    )
      continue;
    await addFreelanceEducation(inTx, caller, freelance.id, {
      schoolName: item.school.trim().slice(0, 150),
      degree: item.degree ?? null,
      startedIn,
      graduatedIn,
    });
  }
  const wanted = (items.skills ?? []).map((s) => (s.skillId == null ? null : Number(s.skillId))).filter(Boolean);
  if (wanted.length) {
    const current = await profileRepository.listSkills(tx, freelance.id);
    const added = [...new Set(wanted as number[])].filter((id) => !current.some((s) => s.skillId === id));
    const room = PROFILE_LIMITS.skills - current.length;
    if (added.length && room > 0)
      await setFreelanceSkills(inTx, caller, freelance.id, [
        ...current.map((s) => ({ skillId: s.skillId, duration: s.duration, primary: s.primary, wished: s.wished })),
        ...added.slice(0, room).map((skillId) => ({ skillId })),
      ]);
  }
  if (items.languages?.length) {
    const catalogue = await repository.listLanguageCodes(tx);
    for (const item of items.languages) {
      const language =
        catalogue.find((l) => l.isoCode === item.languageIso) ?? catalogue.find((l) => sameText(l.name, item.name));
      if (!language) continue;
      const before = await profileRepository.listLanguages(tx, freelance.id);
      if (before.some((l) => l.languageId === language.id)) continue;
      await addFreelanceLanguage(inTx, caller, freelance.id, language.id);
      const added = (await profileRepository.listLanguages(tx, freelance.id)).find((l) => l.languageId === language.id);
      if (added && item.level !== 'basic' && ['pro', 'native'].includes(item.level))
        await updateFreelanceLanguage(inTx, caller, freelance.id, added.id, item.level);
    }
  }
  const url = items.linkedInUrlValue?.trim();
  // A URL given is checked even when the profile already has one (nothing is then replaced).
  if (url && !isValidLinkedInUrl(url))
    throw new AppError(
      ErrorCode.invalidLinkedInUrl,
      'Adresse de profil LinkedIn invalide : elle doit ressembler à https://www.linkedin.com/in/votre-nom.',
      'linkedInUrl',
    );
  if (url && !freelance.linkedInUrl) {
    const key = linkedInKey(url);
    if (key && (await otherFreelanceWithLinkedIn(tx, key, freelance.id)))
      throw new AppError(
        ErrorCode.linkedInAlreadyUsed,
        'Ce profil LinkedIn est déjà celui d’un autre freelance.',
        'linkedInUrl',
      );
    await changeProfile(inTx, caller, freelance.id, 'freelance_info_updated', (t, f) =>
      profileRepository.updateFreelance(t, f.id, { linkedInUrl: url }),
    );
  }
}

const proposalOf = (row: ProfileImportRow) => row.proposal as unknown as ProfileImportProposal | null;

/**
 * Applies the accepted items of a reviewed CV import, edited values included, all or none.
 * Only keys the proposal has are taken; applying twice is refused.
 */
export async function applyProfileImport(
  deps: AppDeps,
  caller: ProfileCaller,
  importId: number,
  accepted: AcceptedItems,
): Promise<ProfileImportRow> {
  return deps.db.transaction(async (tx) => {
    const found = await readableImport(tx, caller, importId);
    const freelance = await editableFreelance(tx, caller, found.freelanceId);
    const row = (await repository.lockImport(tx, found.id))!;
    const proposal = proposalOf(row);
    if (row.status !== 'done' || !proposal || (proposal as { discarded?: boolean }).discarded)
      throw new AppError(ErrorCode.invalidInput, 'Cet import n’a rien à appliquer.');
    if (row.appliedAt) throw new AppError(ErrorCode.invalidInput, 'Cet import a déjà été appliqué.');
    const keep = <T extends { key: string }>(list: T[] | null | undefined, known: { key: string }[]) =>
      (list ?? []).filter((item) => known.some((k) => k.key === item.key));
    const kept = keep(accepted.skills, proposal.skills);
    const matched = (await matchCatalogue(tx, { ...proposal, skills: kept })).skills;
    const skills = matched.map((s, i) => ({ ...s, skillId: kept[i]?.skillId ?? s.skillId }));
    await applyItems(deps, tx, caller, freelance, {
      experiences: keep(accepted.experiences, proposal.experiences),
      education: keep(accepted.education, proposal.education),
      skills,
      languages: keep(accepted.languages, proposal.languages),
      linkedInUrlValue: accepted.linkedInUrl ? accepted.linkedInUrlValue?.trim() || proposal.linkedInUrl : null,
    });
    await recordActivity(tx, caller.actor, {
      category: 'freelance',
      type: 'freelance_profile_import_applied',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: { importId: row.id },
    });
    return repository.updateImport(tx, row.id, { appliedAt: new Date() });
  });
}

/** Drops a proposal (nothing applied) or stops an import still running. */
export async function discardProfileImport(deps: AppDeps, caller: ProfileCaller, importId: number) {
  return deps.db.transaction(async (tx) => {
    const found = await readableImport(tx, caller, importId);
    await editableFreelance(tx, caller, found.freelanceId);
    const row = (await repository.lockImport(tx, found.id))!;
    if (row.appliedAt) throw new AppError(ErrorCode.invalidInput, 'Cet import a déjà été appliqué.');
    if (row.status === 'doing')
      return repository.updateImport(tx, row.id, { status: 'failed', error: 'Import annulé.', finishedAt: new Date() });
    return repository.updateImport(tx, row.id, {
      proposal: { ...(row.proposal ?? {}), discarded: true },
      appliedAt: isLinkedInKind(row.kind) ? row.appliedAt : null,
    });
  });
}
