import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import {
  findFreelanceImport,
  type ImportCaller,
  pageOfRows,
  previewFreelanceImport,
  runFreelanceImport,
} from './imports.service';
import type { FreelanceImportDbRow, FreelanceImportRow } from './imports.tables';

const callerOf = (context: GraphQLContext): ImportCaller => ({
  actor: actorOf(context),
  role: context.viewer?.role ?? null,
});

const value = (key: string) => (row: FreelanceImportRow) => row.values[key]?.trim() || null;

const FreelanceImportRowType = builder.objectRef<FreelanceImportRow>('FreelanceImportRow').implement({
  description: 'One line of an import file, with its errors (French) and what it duplicates.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line in the file; the header is line 1.' }),
    firstName: t.string({ nullable: true, resolve: value('firstName') }),
    lastName: t.string({ nullable: true, resolve: value('lastName') }),
    email: t.string({ nullable: true, resolve: value('email') }),
    phone: t.string({ nullable: true, resolve: value('phone') }),
    linkedInUrl: t.string({ nullable: true, resolve: value('linkedInUrl') }),
    jobTitle: t.string({ nullable: true, resolve: value('jobTitle') }),
    city: t.string({ nullable: true, resolve: value('city') }),
    tjm: t.string({ nullable: true, resolve: value('tjm') }),
    skills: t.string({ nullable: true, resolve: value('skills') }),
    source: t.string({ nullable: true, resolve: value('source') }),
    errors: t.stringList({ resolve: (row) => row.errors }),
    duplicateOf: t.string({
      nullable: true,
      description: '"ligne 12", or the existing account or LinkedIn profile it repeats.',
      resolve: (row) => row.duplicateOf,
    }),
    freelanceId: t.id({
      nullable: true,
      description: 'The pre-user created from this line, once imported.',
      resolve: (row) => row.freelanceId ?? null,
    }),
  }),
});

const FreelanceImportType = builder.objectRef<FreelanceImportDbRow>('FreelanceImport').implement({
  description: 'A bulk import of pre-freelancers from a CSV or XLSX file: previewed, then run once.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    status: t.exposeString('status', { description: 'previewed, imported or failed.' }),
    totalRows: t.exposeInt('totalRows'),
    validRows: t.exposeInt('validRows', { description: 'Rows without error nor duplicate: what a run imports.' }),
    errorRows: t.exposeInt('errorRows'),
    duplicateRows: t.exposeInt('duplicateRows'),
    importedCount: t.exposeInt('importedCount'),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    importedAt: t.expose('importedAt', { type: 'DateTime', nullable: true }),
    rows: t.field({
      type: [FreelanceImportRowType],
      args: {
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: 50, description: '1000 at most (a whole file).' }),
        onlyProblems: t.arg.boolean({ defaultValue: false, description: 'Only rows in error or duplicates.' }),
      },
      resolve: (row, args) => {
        const rows = args.onlyProblems ? row.rows.filter((r) => r.errors.length > 0 || r.duplicateOf) : row.rows;
        return pageOfRows({ ...row, rows }, args.offset ?? 0, args.limit ?? 50);
      },
    }),
  }),
});

const FreelanceImportProgressType = builder
  .objectRef<{ importId: number; processed: number; total: number }>('FreelanceImportProgress')
  .implement({
    fields: (t) => ({
      importId: t.exposeID('importId'),
      processed: t.exposeInt('processed'),
      total: t.exposeInt('total'),
    }),
  });

builder.queryFields((t) => ({
  freelanceImport: t.field({
    type: FreelanceImportType,
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findFreelanceImport(context.deps, callerOf(context), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  previewFreelanceImport: t.field({
    type: FreelanceImportType,
    description: 'Parses an uploaded CSV or XLSX file (POST /uploads) and keeps its preview.',
    authScopes: { teamMember: true },
    args: { uploadId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => previewFreelanceImport(context.deps, callerOf(context), String(args.uploadId)),
  }),
  runFreelanceImport: t.field({
    type: FreelanceImportType,
    description: 'Imports the valid rows as pre-users, all or none; refused once run.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => runFreelanceImport(context.deps, callerOf(context), Number(args.id)),
  }),
}));

builder.subscriptionFields((t) => ({
  freelanceImportProgress: t.field({
    type: FreelanceImportProgressType,
    description: 'Rows imported so far while an import runs.',
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) => progressOf(context, Number(args.id)),
    resolve: (event) => event,
  }),
}));

async function* progressOf(context: GraphQLContext, importId: number) {
  for await (const event of context.deps.pubsub.subscribe('team:freelanceImport', importId))
    yield { importId, ...event };
}
