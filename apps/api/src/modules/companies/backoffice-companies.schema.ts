import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import type { CompanyListRow, MissionSummaryRow } from './backoffice-companies.repository';
import * as repository from './backoffice-companies.repository';
import {
  companyForTeam,
  companyMissions,
  createCompanyForTeam,
  listCompaniesForTeam,
  type TeamCaller,
  updateCompanyForTeam,
} from './backoffice-companies.service';
import { listCorporatesForTeam } from './backoffice-corporates.service';
import { companySettingsOf } from './companies.repository';
import { CompanyType, CorporateType } from './companies.schema';

export const teamCallerOf = (context: GraphQLContext): TeamCaller => ({
  viewer: context.viewer,
  actor: actorOf(context),
});

const team = { teamMember: true } as const;

export const BackofficeMissionType = builder.objectRef<MissionSummaryRow>('BackofficeMissionSummary').implement({
  description: 'A mission as the back-office company and corporate pages list it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { nullable: true }),
    status: t.exposeString('status'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CompanyMissionCountType = builder
  .objectRef<{ status: string; count: number }>('CompanyMissionCount')
  .implement({ fields: (t) => ({ status: t.exposeString('status'), count: t.exposeInt('count') }) });

const CompanyListItemType = builder.objectRef<CompanyListRow>('CompanyListItem').implement({
  description: 'A client company as the back-office list shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    structure: t.exposeString('structure', { nullable: true }),
    size: t.exposeString('size', { nullable: true }),
    needs: t.exposeString('needs', { nullable: true }),
    acquisitionSource: t.exposeString('acquisitionSource', { nullable: true }),
    accountManager: t.exposeString('accountManager', { nullable: true, description: 'The account manager’s name.' }),
    corporatesCount: t.exposeInt('corporatesCount'),
    missionsCount: t.exposeInt('missionsCount'),
    activeMissionsCount: t.exposeInt('activeMissionsCount', {
      description: 'Missions to validate, seeking, in quotation or on going.',
    }),
  }),
});

const CompanyPageType = builder.objectRef<{ count: number; items: CompanyListRow[] }>('CompanyPage').implement({
  fields: (t) => ({ count: t.exposeInt('count'), items: t.expose('items', { type: [CompanyListItemType] }) }),
});

const settingOf =
  (field: 'structure' | 'size' | 'needs') => async (company: { id: number }, _a: unknown, context: GraphQLContext) =>
    (await companySettingsOf(context.deps.db, company.id))?.[field] ?? null;

builder.objectFields(CompanyType, (t) => ({
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  acquisitionSource: t.exposeString('acquisitionSource', {
    nullable: true,
    description: 'How the company came to us (team only).',
    authScopes: team,
    unauthorizedResolver: () => null,
  }),
  signupPreferences: t.field({
    type: 'JSON',
    nullable: true,
    description: 'What the company said it looks for when signing up (team only).',
    authScopes: team,
    unauthorizedResolver: () => null,
    resolve: (company) => company.signupPreferences ?? null,
  }),
  signupSkills: t.stringList({
    description: 'The names of the skills the company asked for when signing up (team only; empty for others).',
    authScopes: team,
    unauthorizedResolver: () => [],
    resolve: (company, _args, context) => {
      const ids = company.signupPreferences?.skillIds;
      return repository.skillNamesOf(
        context.deps.db,
        Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [],
      );
    },
  }),
  structure: t.string({
    nullable: true,
    authScopes: team,
    unauthorizedResolver: () => null,
    resolve: settingOf('structure'),
  }),
  size: t.string({ nullable: true, authScopes: team, unauthorizedResolver: () => null, resolve: settingOf('size') }),
  needs: t.string({ nullable: true, authScopes: team, unauthorizedResolver: () => null, resolve: settingOf('needs') }),
  corporates: t.field({
    type: [CorporateType],
    description: 'The company’s users (team only, the first 100).',
    authScopes: team,
    unauthorizedResolver: () => [],
    resolve: async (company, _a, context) =>
      (await listCorporatesForTeam(context.deps, teamCallerOf(context), { companyId: company.id, limit: 100 })).items,
  }),
  missions: t.field({
    type: [BackofficeMissionType],
    description: 'The company’s newest missions (team only, the last 50).',
    authScopes: team,
    unauthorizedResolver: () => [],
    resolve: async (company, _a, context) => (await companyMissions(context.deps.db, company.id)).missions,
  }),
  missionCounts: t.field({
    type: [CompanyMissionCountType],
    description: 'How many missions of the company are in each status (team only).',
    authScopes: team,
    unauthorizedResolver: () => [],
    resolve: async (company, _a, context) =>
      [...(await repository.missionCountsByStatus(context.deps.db, company.id))].map(([status, count]) => ({
        status,
        count,
      })),
  }),
}));

const CreateCompanyInput = builder.inputType('CreateCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    structure: t.string(),
    size: t.string(),
    needs: t.string(),
    acquisitionSource: t.string(),
    skipTermsValidation: t.boolean(),
    legalName: t.string(),
    siret: t.string(),
  }),
});

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  description: 'Fields left out stay unchanged; an empty acquisitionSource clears it.',
  fields: (t) => ({
    name: t.string(),
    acquisitionSource: t.string(),
    skipTermsValidation: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  companies: t.field({
    type: CompanyPageType,
    description: 'Client companies, newest first, for the team (search on the name and legal name).',
    authScopes: team,
    args: { search: t.arg.string(), structure: t.arg.string(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, context) => listCompaniesForTeam(context.deps, teamCallerOf(context), args),
  }),
  company: t.field({
    type: CompanyType,
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => companyForTeam(context.deps, teamCallerOf(context), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createCompany: t.field({
    type: CompanyType,
    description: 'The team creates a client company; a name already used is refused (400 on name).',
    authScopes: team,
    args: { input: t.arg({ type: CreateCompanyInput, required: true }) },
    resolve: (_r, args, context) => createCompanyForTeam(context.deps, teamCallerOf(context), args.input),
  }),
  updateCompany: t.field({
    type: CompanyType,
    authScopes: team,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_r, args, context) =>
      updateCompanyForTeam(context.deps, teamCallerOf(context), Number(args.id), args.input),
  }),
}));
