import { invoiceDocumentOf, maskIban } from '@orbite/domain/company-settings';
import { formatSiren, frenchVatNumberOf, sirenOf } from '@orbite/domain/vat';
import { builder } from '../../graphql/builder';
import { AddressInput, AddressType } from '../addresses/addresses.schema';
import { marketCallerOf } from '../missions/missions.caller';
import { type CompanySettingsView, readCompanySettings, updateCompanySettings } from './company-settings.service';

/** The team, or a client user holding showAdministration; the service checks the company is theirs. */
const administration = { teamMember: true, $all: { corporate: true, permission: 'showAdministration' } } as const;

const CompanySettingsType = builder.objectRef<CompanySettingsView>('CompanySettings').implement({
  description:
    'A client company’s legal identity and billing settings: what its contracts and invoices are made from. Billing fields hold the default while never set.',
  fields: (t) => ({
    id: t.id({ description: 'The company’s id: one settings object per company.', resolve: (s) => s.companyId }),
    companyId: t.exposeID('companyId'),
    saved: t.exposeBoolean('saved', { description: 'False until the company saves its settings once.' }),
    legalName: t.exposeString('legalName', { nullable: true }),
    legalForm: t.exposeString('legalForm', { nullable: true }),
    siret: t.exposeString('siret', { nullable: true }),
    siren: t.string({
      nullable: true,
      description: 'The first 9 digits of the SIRET, grouped by 3.',
      resolve: (s) => (s.siret ? formatSiren(sirenOf(s.siret)) : null),
    }),
    suggestedVatNumber: t.string({
      nullable: true,
      description: 'The French VAT number deduced from the SIREN.',
      resolve: (s) => (s.siret ? frenchVatNumberOf(sirenOf(s.siret)) : null),
    }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    socialCapital: t.exposeFloat('socialCapital', { nullable: true }),
    commercialCourt: t.exposeString('commercialCourt', { nullable: true }),
    structure: t.exposeString('structure', { nullable: true }),
    size: t.exposeString('size', { nullable: true }),
    needs: t.exposeString('needs', { nullable: true }),
    headOfficeAddress: t.expose('headOfficeAddress', { type: AddressType, nullable: true }),
    billingAddress: t.expose('billingAddress', { type: AddressType, nullable: true }),
    invoiceType: t.string({ resolve: (s) => s.invoiceType ?? 'email' }),
    invoiceDocument: t.string({
      description: 'The file generated for the client: facturX, pdf, or noDocument (the spec’s marker).',
      resolve: (s) => invoiceDocumentOf(s.invoiceType),
    }),
    paymentDelay: t.int({ resolve: (s) => s.paymentDelay ?? 30 }),
    paymentConditions: t.string({ resolve: (s) => s.paymentConditions ?? 'uponReceipt' }),
    billingMode: t.string({ resolve: (s) => s.billingMode ?? 'manual' }),
    paymentMode: t.string({ resolve: (s) => s.paymentMode ?? 'standardPayment' }),
    invoiceSendMethod: t.string({ resolve: (s) => s.invoiceSendMethod ?? 'email' }),
    factoringEligibility: t.string({ resolve: (s) => s.factoringEligibility ?? 'notFound' }),
    invoiceEmails: t.exposeStringList('invoiceEmails'),
    hasIban: t.boolean({ resolve: (s) => Boolean(s.ibanSealed) }),
    ibanMasked: t.string({
      nullable: true,
      description: 'Never the whole IBAN.',
      resolve: (s) => maskIban(s.ibanLast4),
    }),
    specificMentions: t.exposeString('specificMentions', { nullable: true }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => (s.saved ? s.updatedAt : null) }),
  }),
});

const CompanySettingsInput = builder.inputType('CompanySettingsInput', {
  description: 'Only the fields given are saved (one section of the form at a time); null clears a field.',
  fields: (t) => ({
    legalName: t.string(),
    legalForm: t.string(),
    siret: t.string(),
    vatNumber: t.string(),
    socialCapital: t.string(),
    commercialCourt: t.string(),
    structure: t.string(),
    size: t.string(),
    needs: t.string(),
    headOfficeAddress: t.field({ type: AddressInput }),
    billingAddress: t.field({ type: AddressInput }),
    invoiceType: t.string(),
    paymentDelay: t.int(),
    paymentConditions: t.string(),
    billingMode: t.string({ description: 'Team only.' }),
    paymentMode: t.string(),
    invoiceSendMethod: t.string(),
    factoringEligibility: t.string({ description: 'Team only.' }),
    invoiceEmails: t.stringList(),
    iban: t.string({ description: 'A new IBAN for direct debit; omit to keep the stored one, null to remove it.' }),
    specificMentions: t.string(),
  }),
});

builder.queryFields((t) => ({
  companySettings: t.field({
    type: CompanySettingsType,
    description: 'A company’s settings: the team any, a client user with showAdministration their own.',
    authScopes: administration,
    args: { companyId: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => readCompanySettings(context.deps, marketCallerOf(context), Number(args.companyId)),
  }),
}));

builder.mutationFields((t) => ({
  updateCompanySettings: t.field({
    type: CompanySettingsType,
    authScopes: administration,
    args: {
      companyId: t.arg.id({ required: true }),
      input: t.arg({ type: CompanySettingsInput, required: true }),
    },
    resolve: (_r, args, context) => {
      const { paymentDelay, invoiceEmails, ...rest } = args.input;
      return updateCompanySettings(context.deps, marketCallerOf(context), Number(args.companyId), {
        ...rest,
        paymentDelay,
        invoiceEmails,
      });
    },
  }),
}));
