import { eq, inArray } from 'drizzle-orm';
import { corporates } from '../../modules/companies/companies.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { missions } from '../../modules/missions/missions.tables';
import { confirmedFreelancesOf, insertReview, reviewsOfMissions } from '../../modules/reviews/reviews.repository';
import type { DbOrTx } from '../client';
import { missionEventAt } from './demo-deals';

const DAY = 86_400_000;

const corporateReviews = [
  {
    ratings: { softSkills: 5, problemSolving: 4.5, hardSkills: 5, responsibility: 4.5, teamSkills: 4 },
    comment:
      'Reprise des pipelines menée avec rigueur, documentation claire et passation soignée. Nous referons appel à ses services.',
  },
  {
    ratings: { softSkills: 4, problemSolving: 4, hardSkills: 4.5, responsibility: 4, teamSkills: 4.5 },
    comment: 'Très bonne intégration dans l’équipe produit, livraisons régulières et bien testées.',
  },
  {
    ratings: { softSkills: 4.5, problemSolving: 5, hardSkills: 5, responsibility: 5, teamSkills: 4.5 },
    comment: 'Objectifs tenus dans les délais, points d’avancement clairs chaque semaine. Une vraie autonomie.',
  },
  {
    ratings: { softSkills: 4, problemSolving: 4.5, hardSkills: 4, responsibility: 4.5, teamSkills: 4 },
    comment:
      'Solide techniquement et de bon conseil sur les choix d’architecture ; la passation aurait mérité un jour de plus.',
  },
  {
    ratings: { softSkills: 5, problemSolving: 4.5, hardSkills: 4.5, responsibility: 5, teamSkills: 5 },
    comment: 'A su embarquer nos équipes internes et les former en chemin. Nous recommandons sans réserve.',
  },
  {
    ratings: { softSkills: 3.5, problemSolving: 4, hardSkills: 4.5, responsibility: 4, teamSkills: 3.5 },
    comment: 'Travail de qualité, mais une communication à renforcer en début de mission sur les risques de planning.',
  },
];
const freelanceReviews = [
  {
    ratings: { workplace: 4, environment: 4.5, teamSpirit: 5 },
    comment: 'Équipe accueillante, objectifs clairs et bonne autonomie laissée sur les choix techniques.',
  },
  {
    ratings: { workplace: 4.5, environment: 4, teamSpirit: 4.5 },
    comment:
      'Interlocuteurs disponibles et décisions rapides ; accès aux environnements un peu longs à obtenir au début.',
  },
  {
    ratings: { workplace: 5, environment: 4.5, teamSpirit: 4 },
    comment: 'Projet utile et bien cadré, équipe exigeante et bienveillante. Je repartirais volontiers avec eux.',
  },
];

/**
 * Reviews of the demo's past missions: both sides on the reviewed ones, the client only on the
 * finished ones (the freelancer still owes theirs). Runs after the invoices' seed; idempotent.
 */
export async function seedDemoReviews(tx: DbOrTx): Promise<void> {
  const past = await tx
    .select()
    .from(missions)
    .where(inArray(missions.status, ['finished', 'reviewed']))
    .orderBy(missions.id);
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
    const own = freelanceReviews[index % freelanceReviews.length]!;
    index += 1;
    // Written when they were: the client's a few days after the end, the freelancer's the day the mission was reviewed.
    const finishedAt = (await missionEventAt(tx, mission.id, 'mission_finished')) ?? new Date();
    const reviewedAt = await missionEventAt(tx, mission.id, 'mission_reviewed');
    const rated = new Date(Math.min(finishedAt.getTime() + 3 * DAY, (reviewedAt ?? new Date()).getTime() - DAY / 4));
    const dates = { createdAt: rated, updatedAt: rated };
    await insertReview(tx, { ...base, authorSide: 'corporate', authorUserId: admin.userId, ...corporate, ...dates });
    if (mission.status === 'reviewed') {
      const at = new Date((reviewedAt ?? new Date()).getTime() - DAY / 12);
      await insertReview(tx, {
        ...base,
        authorSide: 'freelance',
        authorUserId: freelance.userId,
        ...own,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}
