import { kycDocumentTypes, kycRefusalReasons, kycStatuses } from '@orbite/domain/enums';
import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import { notFound } from '../../platform/errors';
import { documentActorOf, documentPermissions } from './documents.policy';
import {
  deleteFreelanceDocument,
  type FreelanceDocumentSlot,
  type FreelanceDocumentView,
  listFreelanceDocuments,
  refuseFreelanceDocument,
  uploadFreelanceDocument,
  validateFreelanceDocument,
} from './documents.service';

const KycDocumentTypeEnum = builder.enumType('KycDocumentType', { values: kycDocumentTypes });
const KycDocumentStatusEnum = builder.enumType('KycDocumentStatus', { values: kycStatuses });
const KycRefusalReasonEnum = builder.enumType('KycRefusalReason', { values: kycRefusalReasons });

const signedLink = (document: FreelanceDocumentView, context: GraphQLContext, disposition: 'attachment' | 'inline') =>
  context.deps.storage.signedUrl(document.upload.storageKey, { filename: document.upload.originalName, disposition });

const FreelanceDocumentType = builder.objectRef<FreelanceDocumentView>('FreelanceDocument').implement({
  description: 'One version of a KYC document of a freelance, with its file.',
  fields: (t) => ({
    id: t.exposeID('id'),
    freelanceId: t.exposeID('freelanceId'),
    type: t.expose('type', { type: KycDocumentTypeEnum }),
    status: t.field({
      type: KycDocumentStatusEnum,
      description: 'expired once expiresAt is before today (Paris), unless refused.',
      resolve: (d) => d.effectiveStatus,
    }),
    expiresAt: t.expose('expiresAt', { type: 'Date', nullable: true }),
    refusalReason: t.expose('refusalReason', { type: KycRefusalReasonEnum, nullable: true }),
    refusalComment: t.exposeString('refusalComment', { nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    uploadedAt: t.expose('createdAt', { type: 'DateTime' }),
    replacedAt: t.expose('replacedAt', { type: 'DateTime', nullable: true }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true }),
    fileName: t.string({ resolve: (d) => d.upload.originalName }),
    contentType: t.string({ resolve: (d) => d.upload.contentType }),
    size: t.int({ description: 'In bytes.', resolve: (d) => d.upload.size }),
    downloadUrl: t.string({
      description: 'Signed link that downloads the file (attachment), valid 3600 s.',
      resolve: (d, _args, context) => signedLink(d, context, 'attachment'),
    }),
    viewUrl: t.string({
      description: 'Signed link that shows the file in the document viewer (inline), valid 3600 s.',
      resolve: (d, _args, context) => signedLink(d, context, 'inline'),
    }),
  }),
});

const FreelanceDocumentPermissionsType = builder
  .objectRef<ReturnType<typeof documentPermissions>>('FreelanceDocumentPermissions')
  .implement({
    fields: (t) => ({
      upload: t.exposeBoolean('upload', { description: 'Upload, or replace the current document.' }),
      delete: t.exposeBoolean('delete'),
      download: t.exposeBoolean('download'),
      validate: t.exposeBoolean('validate'),
      refuse: t.exposeBoolean('refuse'),
    }),
  });

const FreelanceDocumentSlotType = builder.objectRef<FreelanceDocumentSlot>('FreelanceDocumentSlot').implement({
  description: 'One KYC document type of a freelance: its current document, or notUploaded.',
  fields: (t) => ({
    type: t.expose('type', { type: KycDocumentTypeEnum }),
    status: t.expose('status', { type: KycDocumentStatusEnum }),
    document: t.expose('document', { type: FreelanceDocumentType, nullable: true }),
    history: t.expose('history', {
      type: [FreelanceDocumentType],
      description: 'Replaced and deleted versions, newest first.',
    }),
    viewerCan: t.field({
      type: FreelanceDocumentPermissionsType,
      resolve: (slot, _args, context) =>
        documentPermissions(documentActorOf(context.viewer), {
          freelanceId: slot.freelanceId,
          status: slot.document ? slot.status : null,
        }),
    }),
  }),
});

/** A numeric id from a GraphQL ID; anything else cannot exist. */
function idOf(value: string | number): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

const callerOf = (context: GraphQLContext) => ({ viewer: context.viewer!, actor: actorOf(context) });

builder.queryFields((t) => ({
  freelanceDocuments: t.field({
    type: [FreelanceDocumentSlotType],
    description: "A freelance's KYC documents, one slot per type: the freelancer's own, or any for the team.",
    args: { freelanceId: t.arg.id({ required: true }) },
    authScopes: { freelancer: true, teamMember: true },
    resolve: (_root, args, context) => listFreelanceDocuments(context.deps, context.viewer!, idOf(args.freelanceId)),
  }),
}));

builder.mutationFields((t) => ({
  uploadFreelanceDocument: t.field({
    type: FreelanceDocumentType,
    description: 'Attaches a file sent to POST /uploads as the document of a type (replacing the current one).',
    args: {
      freelanceId: t.arg.id({ required: true }),
      type: t.arg({ type: KycDocumentTypeEnum, required: true }),
      uploadId: t.arg.id({ required: true }),
      expiresAt: t.arg({ type: 'Date' }),
    },
    authScopes: { freelancer: true },
    resolve: (_root, args, context) =>
      uploadFreelanceDocument(context.deps, callerOf(context), {
        freelanceId: idOf(args.freelanceId),
        type: args.type,
        uploadId: String(args.uploadId),
        expiresAt: args.expiresAt ?? null,
      }),
  }),
  deleteFreelanceDocument: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    authScopes: { freelancer: true },
    resolve: (_root, args, context) => deleteFreelanceDocument(context.deps, callerOf(context), idOf(args.id)),
  }),
  validateFreelanceDocument: t.field({
    type: FreelanceDocumentType,
    args: { id: t.arg.id({ required: true }), expiresAt: t.arg({ type: 'Date' }) },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) =>
      validateFreelanceDocument(context.deps, callerOf(context), {
        id: idOf(args.id),
        expiresAt: args.expiresAt ?? null,
      }),
  }),
  refuseFreelanceDocument: t.field({
    type: FreelanceDocumentType,
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg({ type: KycRefusalReasonEnum, required: true }),
      comment: t.arg.string(),
    },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) =>
      refuseFreelanceDocument(context.deps, callerOf(context), {
        id: idOf(args.id),
        reason: args.reason,
        comment: args.comment ?? null,
      }),
  }),
}));
