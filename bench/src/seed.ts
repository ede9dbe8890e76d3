/**
 * Generates the bench database: drops and recreates `orbite_bench`, applies the migrations and
 * the skills catalogue as the server does at start, then writes freelancers, companies and
 * missions, matches, deals, a year of work logs and notifications with set-based inserts. Usage:
 * npm run bench:seed [-- --freelancers 100000 --companies 5000 --missions 20000 --matches 200000
 * --seed 42] (or BENCH_FREELANCERS, ...). BENCH_DATABASE_URL names another database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openServerDatabase } from '../../apps/api/src/db/client';
import { loadSkillsCatalogue } from '../../apps/api/src/modules/skills/skills.service';
import { benchDatabaseUrl, intOption, parseArgs, recreateDatabase, resultsDir } from './bench-database';
import { BulkInsert, resetIdentity } from './bulk';
import { profiles } from './data/profiles';
import {
  dealColumns,
  dealNotifications,
  generateDeal,
  generateWorkLogs,
  matchNotifications,
  notificationColumns,
  workLogColumns,
} from './generate-activity';
import { type GenerationContext, todayUtc } from './generate-common';
import {
  freelanceColumns,
  freelanceJobTitleColumns,
  freelanceLanguageColumns,
  freelanceSkillColumns,
  generateFreelancer,
  userColumns,
} from './generate-freelancers';
import {
  companyCities,
  companyColumns,
  companyName,
  corporateColumns,
  corporatePermissions,
  generateMatches,
  generateMission,
  type MissionOwners,
  matchColumns,
  missionColumns,
  missionSkillColumns,
  shareOfMissionsWithMatches,
  staffUser,
  statusesWithDeal,
  teamMemberColumns,
} from './generate-missions';
import { createRng } from './random';
import { type CatalogueSkill, SkillModel } from './skills-model';

const args = parseArgs(process.argv.slice(2));
const sizes = {
  freelancers: intOption(args, 'freelancers', 'BENCH_FREELANCERS', 100_000),
  missions: intOption(args, 'missions', 'BENCH_MISSIONS', 20_000),
  companies: Math.max(1, intOption(args, 'companies', 'BENCH_COMPANIES', 5_000)),
  matches: intOption(args, 'matches', 'BENCH_MATCHES', 200_000),
  teamMembers: 12,
};
const seed = intOption(args, 'seed', 'BENCH_SEED', 42);
const CHUNK = 5_000;
const url = benchDatabaseUrl();
const timings: Record<string, number> = {};

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  timings[label] = Math.round(performance.now() - start);
  console.log(`${label}: ${(timings[label]! / 1000).toFixed(1)} s`);
  return result;
}

const started = performance.now();
console.log(`Seeding ${new URL(url).pathname.slice(1)}: ${JSON.stringify(sizes)}, seed ${seed}`);
const database = await timed('schema (drop, create, migrate, skills catalogue)', async () => {
  await recreateDatabase(url);
  const opened = await openServerDatabase(url);
  await opened.migrate();
  await loadSkillsCatalogue(opened.db);
  return opened;
});
await database.close();

const pool = new pg.Pool({ connectionString: url, max: 2 });
const skills = (await pool.query<CatalogueSkill>('SELECT id, name, category, popularity FROM skills')).rows;
const relations = (
  await pool.query<{ a: number; b: number }>('SELECT skill_id AS a, related_skill_id AS b FROM skill_relations')
).rows;
const jobTitles = (await pool.query<{ id: number; name: string }>('SELECT id, name FROM job_titles')).rows;
const languages = (await pool.query<{ id: number; iso_code: string }>('SELECT id, iso_code FROM languages')).rows;
const rng = createRng(seed);
const ctx: GenerationContext = {
  rng,
  model: new SkillModel(
    skills,
    relations.map((r) => [r.a, r.b] as const),
    profiles,
  ),
  jobTitleIds: new Map(jobTitles.map((t) => [t.name, t.id])),
  languageIds: new Map(languages.map((l) => [l.iso_code, l.id])),
  today: todayUtc(),
};

const manual = { batchSize: Number.POSITIVE_INFINITY };
const users = new BulkInsert(pool, 'users', userColumns, { ...manual, explicitIds: true });
let nextUserId = 1;

const { owners, accountManagers } = await timed('team, companies and corporates', async () => {
  const teamMembers = new BulkInsert(pool, 'team_members', teamMemberColumns, manual);
  const accountManagers: number[] = [];
  for (let i = 0; i < sizes.teamMembers; i++) {
    const id = nextUserId++;
    await users.add(staffUser(rng, id, 'orbite.test', new Date(ctx.today.getTime() - 900 * 86_400_000)));
    await teamMembers.add([id, i < 8]);
    if (i < 8) accountManagers.push(id);
  }
  const companies = new BulkInsert(pool, 'companies', companyColumns, { ...manual, explicitIds: true });
  const corporates = new BulkInsert(pool, 'corporates', corporateColumns, manual);
  const owners: MissionOwners[] = [];
  for (let companyId = 1; companyId <= sizes.companies; companyId++) {
    const createdAt = new Date(ctx.today.getTime() - rng.int(1, 1500) * 86_400_000);
    await companies.add([companyId, companyName(rng, companyId), createdAt]);
    const corporateUserIds: number[] = [];
    for (let i = 0, count = rng.int(1, 3); i < count; i++) {
      const id = nextUserId++;
      await users.add(staffUser(rng, id, `client${companyId}.test`, createdAt));
      await corporates.add([
        id,
        companyId,
        i === 0 ? 'admin' : 'manager',
        corporatePermissions[i === 0 ? 'admin' : 'manager'],
      ]);
      corporateUserIds.push(id);
    }
    owners.push({ companyId, city: companyCities.pick(rng), corporateUserIds });
  }
  for (const insert of [users, teamMembers, companies, corporates]) await insert.flush();
  return { owners, accountManagers };
});

/** Proposable freelancers (new or validated) by skill, for the matches of the missions. */
const holders = new Map<number, number[]>();
const proposable: number[] = [];
/** The user id of each freelance id. */
const userOfFreelance = new Int32Array(sizes.freelancers + 1);
const counts = await timed('freelancers (users, freelances, skills, job titles, languages)', async () => {
  const freelances = new BulkInsert(pool, 'freelances', freelanceColumns, { ...manual, explicitIds: true });
  const freelanceSkills = new BulkInsert(pool, 'freelance_skills', freelanceSkillColumns, manual);
  const freelanceJobTitles = new BulkInsert(pool, 'freelance_job_titles', freelanceJobTitleColumns, manual);
  const freelanceLanguages = new BulkInsert(pool, 'freelance_languages', freelanceLanguageColumns, manual);
  for (let index = 1; index <= sizes.freelancers; index++) {
    userOfFreelance[index] = nextUserId;
    const generated = generateFreelancer(ctx, index, nextUserId++, index);
    if (generated.proposable) proposable.push(index);
    if (generated.proposable)
      for (const [, skillId] of generated.skills as [number, number][]) {
        if (!holders.has(skillId)) holders.set(skillId, []);
        holders.get(skillId)!.push(index);
      }
    await users.add(generated.user);
    await freelances.add(generated.freelance);
    for (const row of generated.skills) await freelanceSkills.add(row);
    for (const row of generated.jobTitles) await freelanceJobTitles.add(row);
    for (const row of generated.languages) await freelanceLanguages.add(row);
    if (index % CHUNK === 0 || index === sizes.freelancers) {
      // Parents before children: the foreign keys are checked at each statement.
      for (const insert of [users, freelances, freelanceSkills, freelanceJobTitles, freelanceLanguages])
        await insert.flush();
      if (index % 20_000 === 0) console.log(`  ${index} freelancers`);
    }
  }
  return {
    freelanceSkills: freelanceSkills.inserted,
    freelanceJobTitles: freelanceJobTitles.inserted,
    freelanceLanguages: freelanceLanguages.inserted,
  };
});

const missionCounts = await timed('missions, skills, matches, deals, work logs and notifications', async () => {
  const missions = new BulkInsert(pool, 'missions', missionColumns, { ...manual, explicitIds: true });
  const missionSkills = new BulkInsert(pool, 'mission_skills', missionSkillColumns, manual);
  const matches = new BulkInsert(pool, 'matches', matchColumns, { ...manual, explicitIds: true });
  const deals = new BulkInsert(pool, 'deals', dealColumns, { ...manual, explicitIds: true });
  const workLogs = new BulkInsert(pool, 'work_logs', workLogColumns, manual);
  const notifications = new BulkInsert(pool, 'user_notifications', notificationColumns, manual);
  const perMission = sizes.missions ? sizes.matches / (sizes.missions * shareOfMissionsWithMatches) : 0;
  let nextMatchId = 1;
  let nextDealId = 1;
  const newMatchId = () => nextMatchId++;
  for (let id = 1; id <= sizes.missions; id++) {
    const generated = generateMission(ctx, id, rng.pick(owners), accountManagers);
    await missions.add(generated.mission);
    for (const row of generated.skills) await missionSkills.add(row);
    const mainSkill = generated.skills[0]?.[1] as number | undefined;
    const missionMatches = generateMatches(
      ctx,
      id,
      generated.status,
      mainSkill ? holders.get(mainSkill) : undefined,
      proposable,
      perMission,
      newMatchId,
    );
    for (const row of missionMatches) {
      await matches.add(row);
      const [matchId, , freelanceId, status, , , , createdAt] = row as [number, number, number, string, ...unknown[]];
      for (const notice of matchNotifications(
        ctx,
        { id: matchId, missionId: id, status, createdAt: createdAt as Date },
        userOfFreelance[freelanceId]!,
        generated.facts,
      ))
        await notifications.add(notice);
    }
    const confirmed = missionMatches[0] as [number, number, number, string, ...unknown[]] | undefined;
    if (confirmed && confirmed[3] === 'corporateConfirmed' && statusesWithDeal.has(generated.status)) {
      const dealId = nextDealId++;
      const deal = generateDeal(ctx, dealId, id, generated.status, generated.facts, {
        id: confirmed[0],
        freelanceId: confirmed[2],
        createdAt: confirmed[7] as Date,
      });
      await deals.add(deal.row);
      const logs = generateWorkLogs(ctx, dealId, { ...deal, daysPerWeek: generated.facts.workingTime });
      for (const row of logs.rows) await workLogs.add(row);
      for (const notice of dealNotifications(
        ctx,
        dealId,
        id,
        deal.signedAt,
        logs.months,
        userOfFreelance[confirmed[2]]!,
        generated.facts,
      ))
        await notifications.add(notice);
    }
    if (id % 2_000 === 0 || id === sizes.missions) {
      for (const insert of [missions, missionSkills, matches, deals, workLogs, notifications]) await insert.flush();
    }
  }
  return {
    missionSkills: missionSkills.inserted,
    matches: matches.inserted,
    deals: deals.inserted,
    workLogs: workLogs.inserted,
    notifications: notifications.inserted,
  };
});

await timed('identities, vacuum and analyze', async () => {
  for (const table of ['users', 'companies', 'freelances', 'missions', 'matches', 'deals'])
    await resetIdentity(pool, table);
  await pool.query('VACUUM (ANALYZE)');
});
const totalMs = Math.round(performance.now() - started);

const one = async (query: string) => (await pool.query(query)).rows;
const summary = {
  date: new Date().toISOString(),
  seed,
  sizes,
  rows: { ...counts, ...missionCounts },
  timingsMs: timings,
  totalMs,
  freelancesByStatus: await one('SELECT status, count(*)::int FROM freelances GROUP BY 1 ORDER BY 2 DESC'),
  availability: (
    await one(`SELECT count(*) FILTER (WHERE is_available)::int AS available_now,
      count(*) FILTER (WHERE NOT is_available AND availability_date IS NOT NULL)::int AS with_date,
      count(*) FILTER (WHERE NOT is_available AND availability_date IS NULL)::int AS forever,
      count(*) FILTER (WHERE latitude IS NOT NULL)::int AS located,
      round(avg(retribution))::int AS mean_rate,
      percentile_disc(0.5) WITHIN GROUP (ORDER BY retribution)::int AS median_rate FROM freelances`)
  )[0],
  topCities: await one(
    "SELECT location->>'city' AS city, count(*)::int FROM freelances WHERE location IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 8",
  ),
  topSkills: await one(`SELECT s.name, s.popularity, count(*)::int AS freelancers FROM freelance_skills fs
    JOIN skills s ON s.id = fs.skill_id GROUP BY s.id ORDER BY 3 DESC LIMIT 12`),
  skillsUsed: (
    await one(`SELECT count(DISTINCT skill_id)::int AS distinct_skills,
      round(count(*)::numeric / (SELECT count(*) FROM freelances), 2)::float AS per_freelancer FROM freelance_skills`)
  )[0],
  missionsByStatus: await one('SELECT status, count(*)::int FROM missions GROUP BY 1 ORDER BY 2 DESC'),
  matchesByStatus: await one('SELECT status, count(*)::int FROM matches GROUP BY 1 ORDER BY 2 DESC'),
  workLogsByStatus: await one('SELECT status, count(*)::int FROM work_logs GROUP BY 1 ORDER BY 2 DESC'),
  notificationsByCategory: await one(
    'SELECT category, count(*)::int, count(*) FILTER (WHERE unseen)::int AS unseen FROM user_notifications GROUP BY 1 ORDER BY 2 DESC',
  ),
  databaseSize: (await one('SELECT pg_size_pretty(pg_database_size(current_database())) AS size'))[0]?.size,
};
await pool.end();
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'seed-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  JSON.stringify({
    rows: summary.rows,
    freelancesByStatus: summary.freelancesByStatus,
    availability: summary.availability,
  }),
);
console.log(`Done in ${(totalMs / 1000).toFixed(1)} s; summary in ${path.join(resultsDir, 'seed-summary.json')}`);
