import { addDays, addMonths, todayInParis } from '@orbite/domain/calendar-day';
import { createFreelance, findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import * as profiles from '../../modules/freelancers/profile.repository';
import { refreshProfileScore } from '../../modules/freelancers/profile.service';
import { catalogueIndex } from '../../modules/skills/skills.service';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import { type DemoFreelancer, demoDataFreelancers } from './demo-freelancers-data';
import { demoTechFreelancers } from './demo-freelancers-tech-data';
import { demoLocation } from './demo-places';
import { type DemoProfile, demoProfiles } from './demo-profiles-data';

/** "Python 9*, SQL 4": skills with years, a star for a top skill. */
function parseSkills(list: string): [string, number, boolean][] {
  return list.split(',').map((entry) => {
    const match = /^(.+) (\d+)(\*?)$/.exec(entry.trim());
    if (!match) throw new Error(`demo seed: unreadable skill "${entry}"`);
    return [match[1]!, Number(match[2]), match[3] === '*'];
  });
}

/** The full profile of a compact demo freelancer: their current engagement, French and English. */
function profileOf(freelancer: DemoFreelancer): DemoProfile {
  const { experience, skills, english, biography, ...rest } = freelancer;
  const [title, companyName, location, startDate, description, used] = experience;
  return {
    ...rest,
    biography: `<p>${biography}</p>`,
    skills: parseSkills(skills),
    experiences: [
      {
        title,
        companyName,
        location,
        startDate,
        endDate: null,
        type: 'freelancing',
        description: `<p>${description}</p>`,
        skills: used.split(',').map((name) => name.trim()),
      },
    ],
    educations: [],
    languages: [
      ['Français', 'native'],
      ['Anglais', english ?? 'pro'],
    ],
  };
}

/** Every demo freelancer with a profile: the four of the README first, then the others. */
export const allDemoProfiles: DemoProfile[] = [
  ...demoProfiles,
  ...[...demoDataFreelancers, ...demoTechFreelancers].map(profileOf),
];

function idOf(index: Map<string, number>, name: string, kind: string): number {
  const id = index.get(name);
  if (!id) throw new Error(`demo seed: unknown ${kind} "${name}" in the catalogue`);
  return id;
}

/**
 * Fills the demo freelancers' profiles, once: a profile that already has skills is left alone, but
 * gets its place when it has none (databases seeded before the demo had places).
 */
export async function seedDemoProfiles(tx: DbOrTx, passwordHash: string): Promise<number> {
  const index = await catalogueIndex(tx);
  let created = 0;
  for (const profile of allDemoProfiles) {
    let user = await findUserByEmail(tx, profile.email);
    if (!user) {
      const { email, firstName, lastName } = profile;
      const emailConfirmedAt = profile.emailUnconfirmed ? null : new Date();
      user = await insertUser(tx, {
        email,
        firstName,
        lastName,
        passwordHash,
        termsValidatedAt: new Date(),
        emailConfirmedAt,
      });
      created++;
    }
    const freelance =
      (await findFreelanceOfUser(tx, user.id)) ??
      (await createFreelance(tx, { userId: user.id, firstName: user.firstName, status: profile.status }));
    if ((await profiles.listSkills(tx, freelance.id)).length > 0) {
      if (!freelance.location) await profiles.updateFreelance(tx, freelance.id, demoLocation(profile.place));
      continue;
    }
    await fillProfile(tx, freelance.id, profile, index);
    const referrer = profile.referredBy ? await findUserByEmail(tx, profile.referredBy) : null;
    const referrerFreelance = referrer ? await findFreelanceOfUser(tx, referrer.id) : null;
    if (referrerFreelance) await profiles.updateFreelance(tx, freelance.id, { referrerId: referrerFreelance.id });
    const fresh = await profiles.findFreelanceById(tx, freelance.id);
    await refreshProfileScore(tx, fresh!);
  }
  return created;
}

async function fillProfile(
  tx: DbOrTx,
  freelanceId: number,
  profile: DemoProfile,
  index: Awaited<ReturnType<typeof catalogueIndex>>,
) {
  const [prefWorkplace, prefContract, prefEnvironment, prefTime, prefMobility] = profile.prefs;
  const today = todayInParis();
  await profiles.updateFreelance(tx, freelanceId, {
    tagline: profile.tagline,
    biography: profile.biography,
    experienceInYears: profile.experienceInYears,
    retribution: profile.retribution,
    prefWorkplace,
    prefContract,
    prefEnvironment,
    prefTime,
    prefMobility,
    maxDistance: profile.maxDistance ?? null,
    ...demoLocation(profile.place),
    callAvailability: 'afternoon',
    linkedInUrl: profile.linkedInUrl ?? null,
    gitHubUrl: profile.gitHubUrl ?? null,
    ...(profile.unavailableUntil
      ? {
          isAvailable: false,
          availabilityDate: {
            soon: addDays(today, 18),
            later: addMonths(today, 3),
            forever: null,
          }[profile.unavailableUntil],
        }
      : {}),
  });
  await profiles.replaceSkills(
    tx,
    freelanceId,
    profile.skills.map(([name, duration, primary]) => ({
      skillId: idOf(index.skills, name, 'skill'),
      duration,
      primary,
      wished: false,
    })),
  );
  await profiles.replaceJobTitles(
    tx,
    freelanceId,
    profile.jobTitles.map((name) => ({ jobTitleId: idOf(index.jobTitles, name, 'job title'), duration: null })),
  );
  for (const { skills, ...experience } of profile.experiences) {
    const row = await profiles.insertExperience(tx, freelanceId, experience);
    await profiles.replaceExperienceSkills(
      tx,
      row.id,
      skills.map((name, i) => ({ skillId: idOf(index.skills, name, 'skill'), primary: i === 0 })),
    );
  }
  for (const education of profile.educations) await profiles.insertEducation(tx, freelanceId, education);
  for (const [name] of profile.languages) {
    await profiles.insertLanguage(tx, freelanceId, idOf(index.languages, name, 'language'));
  }
  const languages = await profiles.listLanguages(tx, freelanceId);
  for (const language of languages) {
    const level = profile.languages.find(([name]) => name === language.name)?.[1] ?? 'basic';
    await profiles.updateLanguageLevel(tx, freelanceId, language.id, level);
  }
}
