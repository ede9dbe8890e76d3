import { eq, inArray } from 'drizzle-orm';
import { corporates } from '../../modules/companies/companies.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { missions } from '../../modules/missions/missions.tables';
import { confirmedFreelancesOf, insertReview, reviewsOfMissions } from '../../modules/reviews/reviews.repository';
import type { DbOrTx } from '../client';

const corporateReviews = [
  {
    ratings: { softSkills: 5, problemSolving: 4.5, hardSkills: 5, responsibility: 4.5, teamSkills: 4 },
    comment:
      'Reprise des pipelines menée avec rigueur, documentation claire et passation soignée. Nous referons appel à lui.',
  },
  {
    ratings: { softSkills: 4, problemSolving: 4, hardSkills: 4.5, responsibility: 4, teamSkills: 4.5 },
    comment: 'Très bonne intégration dans l’équipe produit, livraisons régulières et bien testées.',
  },
];
const freelanceReview = {
  ratings: { workplace: 4, environment: 4.5, teamSpirit: 5 },
  comment: 'Équipe accueillante, objectifs clairs et bonne autonomie laissée sur les choix techniques.',
};

/**
 * Reviews of the demo's past missions: both sides on the reviewed ones, the client only on the
 * finished ones (the freelancer still owes theirs). Runs after the invoices' seed; idempotent.
 */
export async function seedDemoReviews(tx: DbOrTx): Promise<void> {
  const past = await tx
    .select()
    .from(missions)
    .where(inArray(missions.status, ['finished', 'reviewed']));
  if (past.length === 0) return;
  const existing = new Set(
    (
      await reviewsOfMissions(
        tx,
        past.map((m) => m.id),
      )
    ).map((r) => r.missionId),
  );
  const contracted = await confirmedFreelancesOf(
    tx,
    past.map((m) => m.id),
  );
  let index = 0;
  for (const mission of past) {
    const freelanceId = contracted.get(mission.id);
    if (existing.has(mission.id) || !freelanceId) continue;
    const [admin] = await tx.select().from(corporates).where(eq(corporates.companyId, mission.companyId));
    const [freelance] = await tx.select().from(freelances).where(eq(freelances.id, freelanceId));
    if (!admin || !freelance) continue;
    const base = { missionId: mission.id, freelanceId, companyId: mission.companyId };
    const corporate = corporateReviews[index % corporateReviews.length]!;
    index += 1;
    await insertReview(tx, { ...base, authorSide: 'corporate', authorUserId: admin.userId, ...corporate });
    if (mission.status === 'reviewed')
      await insertReview(tx, { ...base, authorSide: 'freelance', authorUserId: freelance.userId, ...freelanceReview });
  }
}
