/*
 * A year of marketplace history for the back office dashboard and analytics, beside the missions
 * signed and run over the year (demo-missions-past-data.ts): missions that were refused or failed
 * after matching (so they start no deal, no work log and no invoice), with their candidates,
 * presentations and meetings, spread over the last twelve months; and the feedbacks the demo's
 * users left on Nova's answers. Idempotent: nothing is written when the history is there.
 */
import { randomBytes } from 'node:crypto';
import { addDays, type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { eq, inArray, like } from 'drizzle-orm';
import { activityEvents } from '../../modules/activity/activity.tables';
import { companies } from '../../modules/companies/companies.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { matches, meetings } from '../../modules/matches/matches.tables';
import { missions } from '../../modules/missions/missions.tables';
import { novaFeedbacks } from '../../modules/nova/nova.tables';
import { users } from '../../modules/users/users.tables';
import type { DbOrTx } from '../client';
import { demoInstant } from './demo-market';

const titles = [
  'Data engineer Spark pour la refonte du lac de données',
  'Développeur React pour l’espace client',
  'Consultant Power BI — tableaux de bord financiers',
  'Architecte cloud AWS pour une migration',
  'Data scientist — prévision de la demande',
  'Développeur Node.js pour une API de paiement',
  'Product owner pour une application mobile',
  'Ingénieur DevOps Kubernetes',
  'Analyste data marketing (SQL, dbt)',
  'Développeur Python — automatisation de reporting',
  'Expert sécurité pour un audit applicatif',
  'Développeur Flutter pour une application terrain',
];

const companyNames = ['Maison Carrel', 'Pivot Finance', 'Territoires Numériques'];
const freelancerEmails = [
  'amelie.roussel@demo.fr',
  'karim.benali@demo.fr',
  'mathieu.girard@demo.fr',
  'antoine.mercier@demo.fr',
  'elodie.chevalier@demo.fr',
  'hugo.lemaire@demo.fr',
  'nicolas.faure@demo.fr',
  'pauline.renaud@demo.fr',
  'yasmine.belkacem@demo.fr',
];

const HASH_PREFIX = 'demo-analytics-';

/** Lost missions, about two a month over a year, each refused or failed after some matching. */
async function seedHistory(tx: DbOrTx, today: CalendarDay): Promise<void> {
  const clientCompanies = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, companyNames));
  const talent = await tx
    .select({ id: freelances.id })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(inArray(users.email, freelancerEmails));
  const [team] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'equipe@demo.fr'));
  if (clientCompanies.length === 0 || talent.length < 3 || !team) return;

  for (let i = 0; i < 24; i++) {
    const created = -(360 - i * 15 + (i % 3)); // twice a month or so, from a year ago to last month
    const refused = i % 7 === 3;
    const company = clientCompanies[i % clientCompanies.length]!;
    const validated = created + 1 + (i % 2);
    const ended = created + 20 + (i % 5) * 3;
    const at = (days: number, time = '10:00') => demoInstant(today, days, time);
    const [mission] = await tx
      .insert(missions)
      .values({
        hash: `${HASH_PREFIX}${randomBytes(9).toString('base64url')}`,
        companyId: company.id,
        accountManagerUserId: team.id,
        status: refused ? 'refused' : 'failed',
        title: titles[i % titles.length],
        category: i % 3 === 0 ? 'data' : 'tech',
        origin: i % 4 === 0 ? 'outbound' : 'directInbound',
        rhythm: 'fullTime',
        workingTime: 5,
        durationInDays: 40 + (i % 4) * 20,
        retribution: 500 + (i % 6) * 50,
        startDate: addDays(today, created + 30),
        refusalReason: refused ? (i % 2 ? 'outOfScope' : 'lowValue') : null,
        failureReasons: refused ? [] : [i % 2 ? 'anOtherSolution' : 'budgetIssue'],
        submittedAt: at(created, '09:30'),
        validatedAt: refused ? null : at(validated, '11:00'),
        createdAt: at(created, '09:30'),
        updatedAt: at(ended, '17:00'),
      })
      .returning();
    const events = [
      { type: 'mission_created', at: at(created, '09:30') },
      ...(refused
        ? [{ type: 'mission_refused', at: at(created + 2, '15:00') }]
        : [
            { type: 'mission_validated', at: at(validated, '11:00') },
            { type: 'mission_failed', at: at(ended, '17:00') },
          ]),
    ];
    await tx.insert(activityEvents).values(
      events.map((event) => ({
        category: 'mission',
        type: event.type,
        actorUserId: team.id,
        entityType: 'mission',
        entityId: String(mission!.id),
        payload: {},
        createdAt: event.at,
      })),
    );
    if (refused) continue;
    const candidates = 1 + (i % 3);
    for (let c = 0; c < candidates; c++) {
      const freelance = talent[(i * 3 + c) % talent.length]!;
      const matchedAt = at(validated + 1 + c * 2 + (i % 2), c % 2 ? '15:30' : '10:15');
      const presented = (i + c) % 4 !== 0;
      const [match] = await tx
        .insert(matches)
        .values({
          missionId: mission!.id,
          freelanceId: freelance.id,
          status: presented ? 'corporateDeclined' : 'teamMemberCancelled',
          cancelSource: presented ? null : 'teamMember',
          declineReasons: presented ? ['other'] : [],
          presentedAt: presented ? at(validated + 3 + c * 2) : null,
          selected: presented && (i + c) % 3 === 0,
          createdAt: matchedAt,
          updatedAt: at(ended, '16:00'),
        })
        .onConflictDoNothing()
        .returning();
      if (match && presented && (i + c) % 3 === 0)
        await tx.insert(meetings).values({
          matchId: match.id,
          status: 'done',
          bookedAt: at(validated + 6 + c),
          doneAt: at(validated + 8 + c, '12:00'),
          createdAt: at(validated + 5 + c),
        });
    }
  }
}

const feedbacks: [
  email: string,
  rating: 'up' | 'down',
  daysAgo: number,
  question: string,
  answer: string,
  comment: string | null,
  handled: boolean,
][] = [
  [
    'client@demo.fr',
    'up',
    2,
    'Quel TJM prévoir pour un data engineer senior à Lyon ?',
    'Pour un data engineer senior à Lyon, comptez entre 550 et 700 € HT par jour selon la stack (Spark, Airflow, cloud).',
    null,
    false,
  ],
  [
    'client@demo.fr',
    'down',
    3,
    'Peux-tu rédiger l’annonce de ma mission Power BI ?',
    'Bien sûr : voici une proposition d’annonce…',
    'L’annonce oublie la contrainte de présentiel deux jours par semaine.',
    false,
  ],
  [
    'manager@demo.fr',
    'up',
    5,
    'Quels profils sont disponibles en mars pour du React ?',
    'Quatre freelances React qualifiés sont disponibles début mars, dont deux à Paris.',
    'Très utile, merci !',
    false,
  ],
  [
    'isabelle.marchand@demo.fr',
    'down',
    6,
    'Combien de temps faut-il pour signer un contrat ?',
    'En général, un contrat est signé en 48 heures après l’accord des deux parties.',
    'Réponse trop générale, je voulais le délai pour ma mission en cours.',
    false,
  ],
  [
    'romain.garnier@demo.fr',
    'up',
    9,
    'Résume les retours de l’entretien avec Karim.',
    'Karim a convaincu sur l’architecture AWS et la conduite de migration ; point d’attention : disponibilité à 4 jours.',
    null,
    true,
  ],
  [
    'equipe@demo.fr',
    'down',
    11,
    'Liste les missions sans mise en relation depuis 10 jours.',
    'Je n’ai trouvé aucune mission correspondante.',
    'Faux : au moins deux missions Pivot Finance sont dans ce cas.',
    false,
  ],
  [
    'helene.rousseau@demo.fr',
    'up',
    14,
    'Comment ajouter un collaborateur à mon équipe ?',
    'Depuis Administration > Équipe, cliquez sur « Inviter » et saisissez son adresse e-mail.',
    null,
    true,
  ],
  [
    'client@demo.fr',
    'down',
    18,
    'Quelle est la différence entre Boost et Connect ?',
    'Boost et Connect sont deux offres d’Orbite.',
    'Il manque l’essentiel : qui fait la présélection, et le prix.',
    true,
  ],
  [
    'manager@demo.fr',
    'up',
    23,
    'Traduis la fiche de mission en anglais.',
    'Here is the English version of your mission…',
    null,
    true,
  ],
  [
    'isabelle.marchand@demo.fr',
    'up',
    31,
    'Quels documents fournir pour le référencement ?',
    'Un Kbis de moins de trois mois, une attestation d’assurance RC Pro et un RIB.',
    'Clair et précis.',
    true,
  ],
  [
    'romain.garnier@demo.fr',
    'down',
    40,
    'Peux-tu comparer les trois candidats de ma mission data ?',
    'Les trois candidats ont un profil similaire.',
    'Aucune comparaison réelle des compétences.',
    false,
  ],
  [
    'equipe@demo.fr',
    'up',
    52,
    'Prépare un message de relance pour une mission en attente de validation.',
    'Bonjour, votre mission est en cours de revue par notre équipe…',
    null,
    true,
  ],
];

/** Feedbacks of the demo's clients and team on Nova's answers, some already handled by Camille. */
async function seedNovaFeedbacks(tx: DbOrTx, today: CalendarDay): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(feedbacks.map((f) => f[0]))]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const camille = idOf.get('equipe@demo.fr') ?? null;
  const rows = feedbacks
    .filter(([email]) => idOf.has(email))
    .map(([email, rating, daysAgo, question, answer, comment, handled], index) => ({
      userId: idOf.get(email)!,
      conversationId: `demo-nova-${index + 1}`,
      rating,
      question,
      answer,
      comment,
      createdAt: demoInstant(today, -daysAgo, `${String(9 + (index % 8)).padStart(2, '0')}:20`),
      handledAt: handled ? demoInstant(today, -daysAgo + 1, '14:00') : null,
      handledByUserId: handled ? camille : null,
    }));
  if (rows.length > 0) await tx.insert(novaFeedbacks).values(rows);
}

export async function seedDemoAnalytics(tx: DbOrTx): Promise<void> {
  const [already] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(like(missions.hash, `${HASH_PREFIX}%`))
    .limit(1);
  if (already) return;
  const today = todayInParis();
  await seedHistory(tx, today);
  await seedNovaFeedbacks(tx, today);
}
