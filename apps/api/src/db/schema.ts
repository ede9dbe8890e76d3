// Every module's tables, for Drizzle's relational queries and drizzle-kit.
export * from '../modules/activity/activity.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/companies/companies.tables';
export * from '../modules/documents/documents.tables';
export * from '../modules/freelancers/flags.tables';
export * from '../modules/freelancers/freelancers.tables';
export * from '../modules/freelancers/legal.tables';
export * from '../modules/freelancers/profile.tables';
export * from '../modules/matches/matches.tables';
export * from '../modules/missions/missions.tables';
export * from '../modules/skills/skills.tables';
export * from '../modules/team/team.tables';
export * from '../modules/telescope/telescope.tables';
export * from '../modules/users/users.tables';
