import { sql } from 'drizzle-orm';
import { addCorporate, findCorporateOfUser, findOrCreateCompany } from '../../modules/companies/companies.service';
import type { CompanyRow, CorporateRow } from '../../modules/companies/companies.tables';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import type { DemoPlace } from './demo-places';

export type DemoCompanyKey = 'lumen' | 'carrel' | 'pivot' | 'territoires';

interface DemoCompany {
  name: string;
  place: DemoPlace;
  street: string;
  /** The corporate user who runs the company's missions (Lumen's are created with the demo accounts). */
  admin: { email: string; firstName: string; lastName: string; phoneNumber: string; jobTitle: string };
  manager?: string;
}

/** The client companies of the demo: Lumen Analytics, a retailer, a fintech and a public agency. */
export const demoCompanies: Record<DemoCompanyKey, DemoCompany> = {
  lumen: {
    name: 'Lumen Analytics',
    place: 'paris9',
    street: '18 rue de Châteaudun',
    admin: {
      email: 'client@demo.fr',
      firstName: 'Sophie',
      lastName: 'Durand',
      phoneNumber: '+33612000002',
      jobTitle: 'Directrice technique',
    },
    manager: 'manager@demo.fr',
  },
  carrel: {
    name: 'Maison Carrel',
    place: 'roubaix',
    street: '45 boulevard du Général Leclerc',
    admin: {
      email: 'isabelle.marchand@demo.fr',
      firstName: 'Isabelle',
      lastName: 'Marchand',
      phoneNumber: '+33612000011',
      jobTitle: 'DSI adjointe',
    },
  },
  pivot: {
    name: 'Pivot Finance',
    place: 'paris2',
    street: '24 rue du Sentier',
    admin: {
      email: 'romain.garnier@demo.fr',
      firstName: 'Romain',
      lastName: 'Garnier',
      phoneNumber: '+33612000012',
      jobTitle: 'CTO',
    },
  },
  territoires: {
    name: 'Territoires Numériques',
    place: 'toulouse',
    street: '12 allées Jean Jaurès',
    admin: {
      email: 'helene.rousseau@demo.fr',
      firstName: 'Hélène',
      lastName: 'Rousseau',
      phoneNumber: '+33612000013',
      jobTitle: 'Responsable du pôle données',
    },
  },
};

export interface DemoClient {
  company: CompanyRow;
  admin: CorporateRow;
  manager: CorporateRow | null;
}

/** Creates the other client companies and their admin, once; answers every company with its corporates. */
export async function seedDemoCompanies(
  tx: DbOrTx,
  passwordHash: string,
): Promise<{ created: number; clients: Record<DemoCompanyKey, DemoClient> }> {
  let created = 0;
  const clients = {} as Record<DemoCompanyKey, DemoClient>;
  for (const [key, demo] of Object.entries(demoCompanies) as [DemoCompanyKey, DemoCompany][]) {
    const company = await findOrCreateCompany(tx, demo.name);
    let user = await findUserByEmail(tx, demo.admin.email);
    if (!user) {
      user = await insertUser(tx, { ...demo.admin, passwordHash, termsValidatedAt: new Date() });
      await addCorporate(tx, { userId: user.id, companyId: company.id, role: 'admin' });
      created++;
    }
    const admin = await findCorporateOfUser(tx, user.id);
    const managerUser = demo.manager ? await findUserByEmail(tx, demo.manager) : null;
    const manager = managerUser ? await findCorporateOfUser(tx, managerUser.id) : null;
    if (!admin) throw new Error(`demo seed: ${demo.admin.email} is not a corporate of ${demo.name}`);
    clients[key] = { company, admin, manager };
  }
  return { created, clients };
}

/**
 * A client came before its first mission: each of the demo's client companies is dated three weeks before the
 * earliest of its missions (the demo's history goes back a year), where the seed's own clock made every company
 * "client since today". Only these four: the seed runs at each start of a demo server, and a company the team
 * created since keeps its own date. Runs again without moving them.
 */
export async function backdateDemoCompanies(tx: DbOrTx): Promise<void> {
  const names = sql.join(
    Object.values(demoCompanies).map((company) => sql`${company.name}`),
    sql`, `,
  );
  await tx.execute(sql`update companies c set created_at = first.created_at - interval '21 days'
    from (select company_id, min(created_at) as created_at from missions group by company_id) first
    where first.company_id = c.id and c.name in (${names})
      and first.created_at - interval '21 days' < c.created_at`);
}
