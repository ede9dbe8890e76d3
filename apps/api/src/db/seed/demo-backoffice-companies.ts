import { defaultCorporatePermissions } from '@orbite/domain/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { findCompanyByName, insertCompany, insertCorporate } from '../../modules/companies/companies.repository';
import { findCorporateOfUser } from '../../modules/companies/companies.service';
import { companies, corporateBookmarks } from '../../modules/companies/companies.tables';
import { upsertCompanySettings } from '../../modules/companies/company-settings.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

interface DemoProspect {
  name: string;
  structure: string;
  size: string;
  needs: string;
  acquisitionSource: string;
  skipTermsValidation?: boolean;
  admin: { email: string; firstName: string; lastName: string; phoneNumber: string; jobTitle: string };
  /** A colleague added by the team who has not chosen a password yet. */
  pending?: { email: string; firstName: string; lastName: string; jobTitle: string };
}

/** Newer client companies the back office follows: different structures, sizes, needs and sources. */
const prospects: DemoProspect[] = [
  {
    name: 'Atelier Volta',
    structure: 'startUp',
    size: 'nine',
    needs: 'oneToFour',
    acquisitionSource: 'event',
    admin: {
      email: 'mathis.lefort@demo.fr',
      firstName: 'Mathis',
      lastName: 'Lefort',
      phoneNumber: '+33612000031',
      jobTitle: 'Cofondateur et CTO',
    },
  },
  {
    name: 'Groupe Hexagone Assurances',
    structure: 'bigCompany',
    size: 'fiveThousands',
    needs: 'tenToTwentyFour',
    acquisitionSource: 'commercialMeeting',
    skipTermsValidation: true,
    admin: {
      email: 'claire.dubreuil@demo.fr',
      firstName: 'Claire',
      lastName: 'Dubreuil',
      phoneNumber: '+33612000032',
      jobTitle: 'Directrice des achats IT',
    },
    pending: {
      email: 'antoine.perrin@hexagone-assurances.fr',
      firstName: 'Antoine',
      lastName: 'Perrin',
      jobTitle: 'Responsable data',
    },
  },
  {
    name: 'Coopérative Blé d’Or',
    structure: 'none',
    size: 'twoHundredFortyNine',
    needs: 'none',
    acquisitionSource: 'wordOfMouth',
    admin: {
      email: 'julie.morvan@demo.fr',
      firstName: 'Julie',
      lastName: 'Morvan',
      phoneNumber: '+33612000033',
      jobTitle: 'Responsable des systèmes d’information',
    },
  },
];

/** How the first client companies came to us (left alone once set). */
const sources: Record<string, string> = {
  'Lumen Analytics': 'sponsorship',
  'Maison Carrel': 'internetSearch',
  'Pivot Finance': 'socialNetwork',
  'Territoires Numériques': 'partnership',
};

/** Corporates Camille bookmarked, to find them again under "Favoris". */
const bookmarked = ['client@demo.fr', 'romain.garnier@demo.fr', 'claire.dubreuil@demo.fr'];

/** The back office's companies and corporates: more clients, sources and Camille's bookmarks. Idempotent. */
export async function seedDemoBackofficeCompanies(db: DbOrTx, passwordHash: string): Promise<number> {
  let created = 0;
  for (const prospect of prospects) {
    if (await findCompanyByName(db, prospect.name)) continue;
    const company = await insertCompany(db, {
      name: prospect.name,
      acquisitionSource: prospect.acquisitionSource,
      skipTermsValidation: prospect.skipTermsValidation === true,
    });
    await upsertCompanySettings(db, company.id, {
      structure: prospect.structure,
      size: prospect.size,
      needs: prospect.needs,
    });
    if (!(await findUserByEmail(db, prospect.admin.email))) {
      const user = await insertUser(db, { ...prospect.admin, passwordHash, termsValidatedAt: new Date() });
      await insertCorporate(db, {
        companyId: company.id,
        userId: user.id,
        role: 'admin',
        permissions: defaultCorporatePermissions('admin'),
      });
      created++;
    }
    if (prospect.pending && !(await findUserByEmail(db, prospect.pending.email))) {
      const user = await insertUser(db, { ...prospect.pending, passwordHash: null, pendingActivation: true });
      await insertCorporate(db, {
        companyId: company.id,
        userId: user.id,
        role: 'manager',
        permissions: defaultCorporatePermissions('manager'),
        comments: 'Ajouté par Camille après le rendez-vous du 14 : relancer s’il n’a pas activé son compte.',
      });
      created++;
    }
  }
  for (const [name, source] of Object.entries(sources))
    await db
      .update(companies)
      .set({ acquisitionSource: source })
      .where(and(eq(companies.name, name), isNull(companies.acquisitionSource)));
  const camille = await findUserByEmail(db, 'equipe@demo.fr');
  if (camille)
    for (const email of bookmarked) {
      const user = await findUserByEmail(db, email);
      const corporate = user ? await findCorporateOfUser(db, user.id) : null;
      if (corporate)
        await db
          .insert(corporateBookmarks)
          .values({ userId: camille.id, corporateId: corporate.id })
          .onConflictDoNothing();
    }
  return created;
}
