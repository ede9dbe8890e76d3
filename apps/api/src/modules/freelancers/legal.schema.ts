import { formatSiren, frenchVatNumberOf, sirenOf } from '@orbite/domain/vat';
import { builder } from '../../graphql/builder';
import { AddressInput, AddressType } from '../addresses/addresses.schema';
import { FreelanceType } from './freelancers.schema';
import * as repository from './legal.repository';
import {
  maskedIban,
  updateFreelanceBankDetails,
  updateFreelanceCompany,
  updateFreelanceLegalPerson,
} from './legal.service';
import type { FreelanceBankDetailsRow, FreelanceCompanyRow } from './legal.tables';
import { callerOf } from './profile.schema';

const FreelanceCompanyType = builder.objectRef<FreelanceCompanyRow>('FreelanceCompany').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    legalForm: t.exposeString('legalForm', { nullable: true }),
    isUmbrella: t.exposeBoolean('isUmbrella'),
    siret: t.exposeString('siret', { nullable: true }),
    siren: t.string({
      nullable: true,
      description: 'The first 9 digits of the SIRET, grouped by 3.',
      resolve: (c) => (c.siret ? formatSiren(sirenOf(c.siret)) : null),
    }),
    suggestedVatNumber: t.string({
      nullable: true,
      description: 'The French VAT number deduced from the SIREN, to pre-fill when VAT is turned on.',
      resolve: (c) => (c.siret ? frenchVatNumberOf(sirenOf(c.siret)) : null),
    }),
    isVatSubject: t.exposeBoolean('isVatSubject'),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    socialCapital: t.exposeString('socialCapital', { nullable: true }),
    activity: t.exposeString('activity', { nullable: true }),
    activityType: t.exposeString('activityType', { nullable: true }),
    commercialCourt: t.exposeString('commercialCourt', { nullable: true }),
    headOfficeAddress: t.expose('headOfficeAddress', { type: AddressType, nullable: true }),
    billingAddress: t.expose('billingAddress', { type: AddressType, nullable: true }),
  }),
});

const BankDetailsType = builder.objectRef<FreelanceBankDetailsRow>('FreelanceBankDetails').implement({
  fields: (t) => ({
    bankName: t.exposeString('bankName', { nullable: true }),
    bic: t.exposeString('bic', { nullable: true }),
    hasIban: t.boolean({ resolve: (b) => Boolean(b.ibanSealed) }),
    ibanMasked: t.string({ nullable: true, description: 'Never the whole IBAN.', resolve: (b) => maskedIban(b) }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  company: t.field({
    type: FreelanceCompanyType,
    nullable: true,
    resolve: (f, _a, c) => repository.findCompany(c.deps.db, f.id),
  }),
  birthDate: t.field({
    type: 'Date',
    nullable: true,
    description: 'A contract party field: the freelancer and the team only.',
    resolve: (f, _a, c) => {
      const me = callerOf(c).profile;
      return me.role === 'teamMember' || me.freelanceId === f.id ? f.birthDate : null;
    },
  }),
  nationalityIso: t.string({
    nullable: true,
    description: 'A contract party field (ISO 3166 alpha-2): the freelancer and the team only.',
    resolve: (f, _a, c) => {
      const me = callerOf(c).profile;
      return me.role === 'teamMember' || me.freelanceId === f.id ? f.nationalityIso : null;
    },
  }),
  bankDetails: t.field({
    type: BankDetailsType,
    nullable: true,
    resolve: (f, _a, c) => repository.findBankDetails(c.deps.db, f.id),
  }),
}));

const FreelanceCompanyInput = builder.inputType('FreelanceCompanyInput', {
  fields: (t) => ({
    name: t.string(),
    legalForm: t.string(),
    isUmbrella: t.boolean(),
    siret: t.string(),
    isVatSubject: t.boolean(),
    vatNumber: t.string(),
    socialCapital: t.string(),
    activity: t.string(),
    activityType: t.string(),
    commercialCourt: t.string(),
    headOfficeAddress: t.field({ type: AddressInput }),
    billingAddress: t.field({ type: AddressInput }),
  }),
});

const BankDetailsInput = builder.inputType('FreelanceBankDetailsInput', {
  fields: (t) => ({ bankName: t.string(), iban: t.string(), bic: t.string() }),
});

const profileScopes = { freelancer: true, teamMember: true } as const;

builder.mutationFields((t) => ({
  updateFreelanceCompany: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: FreelanceCompanyInput, required: true }) },
    resolve: (_root, args, context) =>
      updateFreelanceCompany(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  updateFreelanceBankDetails: t.field({
    type: FreelanceType,
    description: 'Bank details; the IBAN is stored encrypted and read back only masked. Omit iban to keep it.',
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: BankDetailsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateFreelanceBankDetails(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  updateFreelanceLegalPerson: t.field({
    type: FreelanceType,
    description: 'The freelancer as a contract party: birth date and nationality.',
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      birthDate: t.arg({ type: 'Date' }),
      nationalityIso: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      updateFreelanceLegalPerson(context.deps, callerOf(context), Number(args.freelanceId), args),
  }),
}));
