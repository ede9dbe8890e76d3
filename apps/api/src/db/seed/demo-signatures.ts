import type { DealSignatory } from '@orbite/domain/deal-parties';
import type { DealStatus } from '@orbite/domain/deal-status';
import { corporatesOfCompany, findCompanyByName } from '../../modules/companies/companies.repository';
import { moveDeal } from '../../modules/deals/deal-moves';
import { dealsOfCompany, signedOrEndedDeals } from '../../modules/deals/deals.repository';
import type { DealDocumentRow, DealRow } from '../../modules/deals/deals.tables';
import { createInternalSignatureProvider } from '../../modules/deals/signature-provider';
import * as signatures from '../../modules/deals/signatures.repository';
import {
  freezeSignedDocuments,
  generateDealDocuments,
  stampedSignaturesOf,
} from '../../modules/deals/signatures.service';
import { findFreelance } from '../../modules/freelancers/freelancers.service';
import { findUserByEmail, findUserById } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import type { DemoSeedTools } from './demo-legal';

const HOUR = 3_600_000;
const userAgents = {
  freelance: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
  corporate: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  platform: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};
const addresses = { freelance: '203.0.113.24', corporate: '198.51.100.17', platform: '192.0.2.8' };

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Who signs for each side of a demo deal: the freelancer, the client company's admin, the team. */
async function signersOf(tx: DbOrTx, deal: DealRow, teamUserId: number) {
  const freelance = await findFreelance(tx, deal.freelanceId);
  const corporates = await corporatesOfCompany(tx, deal.companyId);
  const corporate = corporates.find((c) => c.role === 'admin') ?? corporates[0];
  return { freelance: freelance?.userId ?? null, corporate: corporate?.userId ?? null, platform: teamUserId };
}

async function signAs(
  tx: DbOrTx,
  deal: DealRow,
  document: DealDocumentRow,
  side: DealSignatory,
  userId: number,
  signedAt: Date,
) {
  const user = await findUserById(tx, userId);
  if (!user) return;
  await signatures.insertSignature(tx, {
    dealDocumentId: document.id,
    dealId: deal.id,
    signatory: side,
    userId,
    typedName: `${user.firstName} ${user.lastName}`,
    documentSha256: document.sha256,
    ipAddress: addresses[side],
    userAgent: userAgents[side],
    signedAt,
  });
}

/** Signatures spread over the days before the deal was signed: freelancer first, then client, then the team. */
const offsets: Record<DealSignatory, number> = { freelance: -50, corporate: -26, platform: -2 };

/**
 * The contracts of the demo deals, once (deals that already have documents are left alone): every
 * signed or ended deal gets its documents signed by all three sides and frozen with their signature
 * page; one deal of client@demo.fr's company is out for signature, its framework contract signed by the
 * freelancer only, so that Sophie and the freelancer each have a signature waiting.
 */
export async function seedDemoSignatures(tx: DbOrTx, tools: DemoSeedTools) {
  const storage = tools.storage;
  const team = await findUserByEmail(tx, 'equipe@demo.fr');
  if (!storage || !team) return;

  for (const deal of await signedOrEndedDeals(tx)) {
    if ((await signatures.documentsOfDeal(tx, deal.id)).length > 0) continue;
    const signedAt = deal.signedAt ?? new Date(`${deal.startDate}T09:00:00Z`);
    const documents = await generateDealDocuments(
      tx,
      storage,
      deal,
      team.id,
      dayOf(new Date(signedAt.getTime() - 72 * HOUR)),
    );
    const signers = await signersOf(tx, deal, team.id);
    for (const document of documents)
      for (const side of document.signatories as DealSignatory[]) {
        const userId = signers[side];
        if (userId) await signAs(tx, deal, document, side, userId, new Date(signedAt.getTime() + offsets[side] * HOUR));
      }
    const rows = await signatures.signaturesOfDocuments(
      tx,
      documents.map((d) => d.id),
    );
    const completed = [];
    for (const document of documents)
      completed.push({
        document,
        stamped: await stampedSignaturesOf(
          tx,
          rows.filter((r) => r.dealDocumentId === document.id),
        ),
      });
    await freezeSignedDocuments(
      tx,
      storage,
      deal,
      completed,
      createInternalSignatureProvider(() => signedAt),
      signedAt,
    );
  }

  // One deal of Sophie's company out for signature: the parties' acceptances and the team's
  // validation are played through the deal machine when the demo deal is not that far yet.
  const company = await findCompanyByName(tx, 'Lumen Analytics');
  const sophie = await findUserByEmail(tx, 'client@demo.fr');
  if (!company || !sophie) return;
  const ofCompany = await dealsOfCompany(tx, company.id);
  let waiting = forwardOrder.map((status) => ofCompany.find((d) => d.status === status)).find(Boolean) ?? null;
  if (!waiting) return;
  const freelanceUserId = (await signersOf(tx, waiting, team.id)).freelance;
  const actors = {
    corporate: { actor: 'corporate' as const, userId: sophie.id },
    freelance: { actor: 'freelance' as const, userId: freelanceUserId },
    teamMember: { actor: 'teamMember' as const, userId: team.id },
  };
  for (const [from, to, by] of forwardMoves) {
    if (waiting.status !== from) continue;
    // An acceptance is dated on the deal, as the parties' own acceptance does.
    const accepted =
      by === 'corporate'
        ? { corporateAcceptedAt: new Date() }
        : by === 'freelance'
          ? { freelanceAcceptedAt: new Date() }
          : {};
    waiting = await moveDeal(tx, waiting, to, actors[by], { patch: accepted });
  }
  if ((await signatures.documentsOfDeal(tx, waiting.id)).length > 0) return;
  const startedAt = waiting.signingStartedAt ?? new Date();
  const documents = await generateDealDocuments(tx, storage, waiting, team.id, dayOf(startedAt));
  // The freelancer signed the framework contract; their mission order and all of Sophie's wait.
  const framework = documents.find((d) => d.type === 'frameworkContract');
  if (framework && freelanceUserId)
    await signAs(tx, waiting, framework, 'freelance', freelanceUserId, new Date(startedAt.getTime() + 60_000));
}

/** The statuses a demo deal may be brought out for signature from, the most advanced first. */
const forwardOrder: DealStatus[] = ['signing', 'validated', 'termsAccepted', 'freelanceAccepted', 'corporateAccepted'];
const forwardMoves: [DealStatus, DealStatus, 'corporate' | 'freelance' | 'teamMember'][] = [
  ['freelanceAccepted', 'termsAccepted', 'corporate'],
  ['corporateAccepted', 'termsAccepted', 'freelance'],
  ['termsAccepted', 'validated', 'teamMember'],
  ['validated', 'signing', 'teamMember'],
];
