import type { FreelanceAcquisitionSource } from '@orbite/domain/enums';
import { addFavorite } from '../../modules/freelancers/favorites.repository';
import { setAcquisitionSource } from '../../modules/freelancers/freelancers.repository';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { findTeamMemberOfUser } from '../../modules/team/team.service';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

/** The freelancers Camille (equipe@demo.fr) follows: the favorites mode of the list is not empty. */
const demoFavorites = ['freelance@demo.fr', 'amelie.roussel@demo.fr', 'karim.benali@demo.fr', 'ines.haddad@demo.fr'];

/** Idempotent: a favourite already there is kept as it is. */
export async function seedDemoFavorites(db: DbOrTx): Promise<void> {
  const equipe = await findUserByEmail(db, 'equipe@demo.fr');
  const member = equipe ? await findTeamMemberOfUser(db, equipe.id) : null;
  if (!member) return;
  for (const email of demoFavorites) {
    const user = await findUserByEmail(db, email);
    const freelance = user ? await findFreelanceOfUser(db, user.id) : null;
    if (freelance) await addFavorite(db, member.id, freelance.id);
  }
}

/** How the demo's named freelancers came to us: the list's source filter has something to find. */
const demoSources: [string, FreelanceAcquisitionSource][] = [
  ['freelance@demo.fr', 'linkedInContact'],
  ['amelie.roussel@demo.fr', 'sponsorship'],
  ['karim.benali@demo.fr', 'event'],
  ['lucie.fontaine@demo.fr', 'sponsorship'],
  ['ines.haddad@demo.fr', 'wordOfMouth'],
  ['horsperimetre@demo.fr', 'internetSearch'],
];

export async function seedDemoAcquisitionSources(db: DbOrTx): Promise<void> {
  for (const [email, source] of demoSources) {
    const user = await findUserByEmail(db, email);
    const freelance = user ? await findFreelanceOfUser(db, user.id) : null;
    if (freelance) await setAcquisitionSource(db, freelance.id, source);
  }
}
