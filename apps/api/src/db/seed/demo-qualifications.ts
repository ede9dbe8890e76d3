import { todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import { insertActivityEvent, listActivityForEntity } from '../../modules/activity/activity.repository';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { updateQualification } from '../../modules/freelancers/qualification.repository';
import { qualificationEventOf } from '../../modules/freelancers/qualification.service';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import { demoInstant } from './demo-market';

type Step = [qualification: FreelanceQualification, daysAgo: number];

/**
 * The team's verdicts on the demo freelancers, each step some days ago: Julien and most validated
 * freelancers qualified, three assessments under way, one pending then disqualified. The new
 * freelancers (and Nadia, out of scope) are not assessed yet.
 */
const demoQualifications: [email: string, steps: Step[]][] = [
  ['freelance@demo.fr', [['qualified', 150]]],
  ['amelie.roussel@demo.fr', [['qualified', 200]]],
  ['karim.benali@demo.fr', [['qualified', 130]]],
  ['mathieu.girard@demo.fr', [['qualified', 90]]],
  ['sarah.lambert@demo.fr', [['qualified', 120]]],
  ['antoine.mercier@demo.fr', [['qualified', 70]]],
  ['elodie.chevalier@demo.fr', [['qualified', 100]]],
  ['nicolas.faure@demo.fr', [['qualified', 55]]],
  ['thibault.morel@demo.fr', [['qualified', 80]]],
  ['yasmine.belkacem@demo.fr', [['qualified', 65]]],
  ['benjamin.laurent@demo.fr', [['qualified', 40]]],
  ['chloe.martin@demo.fr', [['qualified', 110]]],
  ['alexandre.fournier@demo.fr', [['qualified', 95]]],
  ['sebastien.blanc@demo.fr', [['qualified', 85]]],
  ['olivier.caron@demo.fr', [['qualified', 50]]],
  ['laura.vincent@demo.fr', [['qualified', 140]]],
  ['ines.haddad@demo.fr', [['pending', 6]]],
  ['julie.perrin@demo.fr', [['pending', 4]]],
  ['kevin.nguyen@demo.fr', [['pending', 12]]],
  [
    'maxime.roux@demo.fr',
    [
      ['pending', 75],
      ['disqualified', 60],
    ],
  ],
];

/**
 * Gives the demo freelancers their qualification, with the events the service records, at their
 * dates, by the demo team member. Once: a freelancer who has a qualification, or whose history has
 * a qualification event (the team cleared it since), is left alone.
 */
export async function seedDemoQualifications(tx: DbOrTx): Promise<void> {
  const team = await findUserByEmail(tx, 'equipe@demo.fr');
  if (!team) throw new Error('demo seed: the team member equipe@demo.fr is missing');
  const today = todayInParis();
  for (const [email, steps] of demoQualifications) {
    const user = await findUserByEmail(tx, email);
    const freelance = user ? await findFreelanceOfUser(tx, user.id) : null;
    if (!freelance || freelance.qualification !== null) continue;
    const entity = { type: 'freelancer', id: freelance.id };
    const history = await listActivityForEntity(tx, entity, { offset: 0, limit: 100 });
    if (history.items.some((event) => event.category === 'qualification')) continue;
    let from: FreelanceQualification | null = null;
    for (const [to, daysAgo] of steps) {
      const at = demoInstant(today, -daysAgo);
      await insertActivityEvent(tx, {
        category: 'qualification',
        type: qualificationEventOf(to),
        actorUserId: team.id,
        impersonatorUserId: null,
        entityType: entity.type,
        entityId: String(entity.id),
        payload: { from, to },
        createdAt: at,
      });
      await updateQualification(tx, freelance.id, { qualification: to, qualifiedAt: at, qualifiedByUserId: team.id });
      from = to;
    }
  }
}
