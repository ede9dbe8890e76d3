import { dealSignatories } from '@orbite/domain/deal-parties';
import { canBypass, type DealStatus } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { anyMarketUser } from '../../graphql/market-scopes';
import { AppError } from '../../platform/errors';
import { marketCallerOf } from '../missions/missions.caller';
import { findUsersByIds } from '../users/users.repository';
import { platformSignatoryOf } from './contract-data';
import { findDeal } from './deals.repository';
import type { DealDocumentRow, DealRow, DealSignatureRow } from './deals.tables';
import * as signatures from './signatures.service';

const toId = (value: string | number) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.notFound);
  return id;
};
const caller = (context: GraphQLContext) => marketCallerOf(context);

const DealSignatoryEnum = builder.enumType('DealSignatory', {
  description: 'Who signs a deal document: the freelancer, the client, the platform.',
  values: dealSignatories,
});

const signaturesOf = (context: GraphQLContext, documentId: number) =>
  loaderOf<number, DealSignatureRow[]>(context, 'dealDocumentSignatures', async (ids) => {
    const rows = await signatures.signaturesOfDocuments(context.deps.db, ids);
    return ids.map((id) => rows.filter((row) => row.dealDocumentId === id));
  })
    .load(documentId)
    .then((rows) => rows ?? []);

const signerNameOf = (context: GraphQLContext, userId: number) =>
  loaderOf<number, string>(context, 'dealSignerName', async (ids) => {
    const users = await findUsersByIds(context.deps.db, ids);
    return ids.map((id) => {
      const user = users.find((u) => u.id === id);
      return user ? `${user.firstName} ${user.lastName}` : null;
    });
  }).load(userId);

const DealSignatureType = builder.objectRef<DealSignatureRow>('DealSignature').implement({
  description: 'One signature of a deal document, with its audit trail (addresses for the team only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    signatory: t.field({ type: DealSignatoryEnum, resolve: (s) => s.signatory as (typeof dealSignatories)[number] }),
    signerName: t.string({ resolve: async (s, _a, c) => (await signerNameOf(c, s.userId)) ?? s.typedName }),
    typedName: t.exposeString('typedName'),
    signedAt: t.expose('signedAt', { type: 'DateTime' }),
    documentSha256: t.exposeString('documentSha256'),
    ipAddress: t.string({
      nullable: true,
      resolve: (s, _a, c) => (caller(c).role === 'teamMember' ? s.ipAddress : null),
    }),
    userAgent: t.string({
      nullable: true,
      resolve: (s, _a, c) => (caller(c).role === 'teamMember' ? s.userAgent : null),
    }),
  }),
});

const DealDocumentType = builder.objectRef<DealDocumentRow>('DealDocument').implement({
  description: 'A contract document of a deal: its file, its status and its signatures.',
  fields: (t) => ({
    id: t.exposeID('id'),
    dealId: t.exposeID('dealId'),
    type: t.exposeString('type', {
      description: 'One of the deal document types (frameworkContract, missionOrder, rider...).',
    }),
    name: t.exposeString('name'),
    status: t.exposeString('status', { description: 'generated, signing, signed, void or uploaded.' }),
    sha256: t.exposeString('sha256', { description: 'SHA-256 of the original file, as shown to the signers.' }),
    size: t.exposeInt('size'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true }),
    signedSha256: t.exposeString('signedSha256', { nullable: true }),
    signatories: t.field({
      type: [DealSignatoryEnum],
      resolve: (d) => d.signatories as (typeof dealSignatories)[number][],
    }),
    signatures: t.field({ type: [DealSignatureType], resolve: (d, _a, c) => signaturesOf(c, d.id) }),
    url: t.string({
      description: 'Downloads the original PDF (add &inline=1 to show it in a viewer).',
      resolve: (d) => `/deal-files/${d.id}`,
    }),
    signedUrl: t.string({
      nullable: true,
      description: 'Downloads the frozen signed PDF, with its signature page.',
      resolve: (d) => (d.signedStorageKey ? `/deal-files/${d.id}?signed=1` : null),
    }),
    viewerSignatory: t.field({
      type: DealSignatoryEnum,
      nullable: true,
      description: 'The side the viewer still has to sign this document for; null when nothing awaits them.',
      resolve: async (d, _a, c) => {
        const side = signatures.signatoryOf(caller(c));
        if (d.status !== 'signing' || !side || !d.signatories.includes(side)) return null;
        const signed = await signaturesOf(c, d.id);
        if (signed.some((s) => s.signatory === side)) return null;
        if (side !== 'platform') return side;
        const deal = await findDeal(c.deps.db, d.dealId);
        return deal && (await signatures.maySignForPlatform(c.deps.db, caller(c), deal)) ? side : null;
      },
    }),
  }),
});

interface DealSigning {
  deal: DealRow;
}

const DealSigningType = builder.objectRef<DealSigning>('DealSigning').implement({
  description: 'The signature of a deal: its documents and what the viewer may do.',
  fields: (t) => ({
    dealId: t.id({ resolve: (s) => s.deal.id }),
    status: t.string({ description: 'The deal status.', resolve: (s) => s.deal.status }),
    signedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.deal.signedAt }),
    signatureBypassReason: t.string({
      nullable: true,
      resolve: (s) => s.deal.signatureBypass?.reason ?? null,
    }),
    documents: t.field({
      type: [DealDocumentType],
      resolve: (s, _a, c) => signatures.documentsOfDeal(c.deps.db, caller(c), s.deal.id),
    }),
    platformSignatoryName: t.string({
      nullable: true,
      description: 'The team member who signs for the platform; null when any team member may.',
      resolve: async (s, _a, c) => {
        const user = await platformSignatoryOf(c.deps.db, s.deal);
        return user ? `${user.firstName} ${user.lastName}` : null;
      },
    }),
    viewerCanStart: t.boolean({
      resolve: (s, _a, c) => caller(c).role === 'teamMember' && s.deal.status === 'validated',
    }),
    viewerCanStop: t.boolean({
      resolve: (s, _a, c) => caller(c).role === 'teamMember' && s.deal.status === 'signing',
    }),
    viewerCanBypass: t.boolean({
      resolve: (s, _a, c) =>
        caller(c).role === 'teamMember' && canBypass('signature', s.deal.status as DealStatus, 'teamMember'),
    }),
    viewerCanSignForPlatform: t.boolean({
      resolve: (s, _a, c) => signatures.maySignForPlatform(c.deps.db, caller(c), s.deal),
    }),
  }),
});

const teamOnly = { teamMember: true } as const;

builder.queryFields((t) => ({
  dealSigning: t.field({
    type: DealSigningType,
    description: 'The documents of a deal and their signatures: the team, the client company, the freelancer.',
    authScopes: anyMarketUser,
    args: { dealId: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => ({ deal: await signatures.readableDeal(c.deps.db, caller(c), toId(args.dealId)) }),
  }),
}));

builder.mutationFields((t) => ({
  startDealSigning: t.field({
    type: DealSigningType,
    description: 'Sends a validated deal out for signature: generates its documents (validated -> signing).',
    authScopes: teamOnly,
    args: { dealId: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => ({
      deal: await signatures.startDealSigning(c.deps, caller(c), toId(args.dealId)),
    }),
  }),
  stopDealSigning: t.field({
    type: DealSigningType,
    description: 'Stops a signature in progress (signing -> termsAccepted): its documents are void.',
    authScopes: teamOnly,
    args: { dealId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, c) => ({
      deal: await signatures.stopDealSigning(c.deps, caller(c), toId(args.dealId), args.reason),
    }),
  }),
  bypassDealSignature: t.field({
    type: DealSigningType,
    description: 'Records a deal as signed outside the product (validated or signing -> signed), with the reason.',
    authScopes: teamOnly,
    args: { dealId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, c) => ({
      deal: await signatures.bypassDealSignature(c.deps, caller(c), toId(args.dealId), args.reason),
    }),
  }),
  signDealDocument: t.field({
    type: DealDocumentType,
    description:
      'Signs a document for the caller’s own side with their typed name; the last signature closes the deal’s signature.',
    authScopes: anyMarketUser,
    args: {
      documentId: t.arg.id({ required: true }),
      typedName: t.arg.string({ required: true }),
      signatory: t.arg({ type: DealSignatoryEnum, required: false }),
      documentSha256: t.arg.string({ required: false }),
    },
    resolve: (_r, args, c) =>
      signatures.signDealDocument(c.deps, caller(c), c.meta, {
        documentId: toId(args.documentId),
        typedName: args.typedName,
        signatory: args.signatory ?? null,
        documentSha256: args.documentSha256 ?? null,
      }),
  }),
}));
