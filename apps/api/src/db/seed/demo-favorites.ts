import { addFavorite } from '../../modules/freelancers/favorites.repository';
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
