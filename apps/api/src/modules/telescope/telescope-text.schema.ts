import { builder } from '../../graphql/builder';
import { createBanProvider } from '../addresses/addresses.provider';
import { type TelescopeChip, type TelescopeFiltersProposal, telescopeFiltersFromText } from './telescope-text.service';

const ChipType = builder.objectRef<TelescopeChip>('TelescopeFilterChip').implement({
  description: 'One understood criterion, shown before searching.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The telescope filter it fills.' }),
    label: t.exposeString('label', { description: 'French, e.g. "Compétence : Spark".' }),
    value: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The filter value; a location without latitude is to be completed.',
      resolve: (chip) => chip.value,
    }),
  }),
});

const ProposalType = builder.objectRef<TelescopeFiltersProposal>('TelescopeFiltersProposal').implement({
  fields: (t) => ({
    filters: t.field({
      type: 'JSON',
      description: 'Valid TelescopeFiltersInput.',
      resolve: (proposal) => proposal.filters,
    }),
    chips: t.expose('chips', { type: [ChipType] }),
    unmatched: t.exposeStringList('unmatched', { description: 'What was read but gives no filter (French).' }),
  }),
});

builder.queryFields((t) => ({
  telescopeFiltersFromText: t.field({
    type: ProposalType,
    description:
      'A plain-language need ("data engineer Spark, Lyon, dispo en mars, 600 max") read as telescope filters.',
    authScopes: { teamMember: true },
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const url = context.deps.config.addressApiUrl;
      return telescopeFiltersFromText(
        context.deps.db,
        { role: context.viewer?.role ?? null, userId: context.viewer?.user.id ?? null },
        args.text,
        { geocoder: url ? createBanProvider(url) : null },
      );
    },
  }),
}));
