import { builder } from '../../graphql/builder';
import { findCompany } from './companies.service';
import type { CompanyRow, CorporateRow } from './companies.tables';

export const CorporateRoleEnum = builder.enumType('CorporateRole', { values: ['admin', 'manager'] as const });

export const CompanyType = builder.objectRef<CompanyRow>('Company').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    skipTermsValidation: t.exposeBoolean('skipTermsValidation'),
  }),
});

export const CorporateType = builder.objectRef<CorporateRow>('Corporate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.expose('role', { type: CorporateRoleEnum }),
    companyId: t.exposeID('companyId'),
    hasNovaAccess: t.exposeBoolean('hasNovaAccess'),
    comments: t.exposeString('comments', {
      nullable: true,
      description: 'Internal notes of the team about this client user.',
      authScopes: { teamMember: true },
      unauthorizedResolver: () => null,
    }),
    company: t.field({
      type: CompanyType,
      nullable: true,
      resolve: (corporate, _args, context) => findCompany(context.deps.db, corporate.companyId),
    }),
  }),
});
