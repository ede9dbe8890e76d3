import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { CorporateRole } from '@orbite/domain/roles';
import { hashPassword } from '../modules/auth/auth.crypto';
import { addCorporate, findOrCreateCompany } from '../modules/companies/companies.service';
import { createFreelance } from '../modules/freelancers/freelancers.service';
import { addTeamMember } from '../modules/team/team.service';
import { insertUser } from '../modules/users/users.repository';
import type { TestApp } from './test-app';

export const PASSWORD = 'secret123';
let counter = 0;

function person(prefix: string) {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}.${n}@test.fr`, firstName: 'Alex', lastName: `${prefix} ${counter}` };
}

async function user(app: TestApp, prefix: string) {
  const passwordHash = await hashPassword(PASSWORD);
  return insertUser(app.server.deps.db, { ...person(prefix), passwordHash });
}

export async function makeTeamMember(app: TestApp) {
  const row = await user(app, 'equipe');
  const teamMember = await addTeamMember(app.server.deps.db, { userId: row.id, accountManager: true });
  return { user: row, teamMember };
}

export async function makeFreelancer(app: TestApp, status: FreelanceStatus = 'validated') {
  const row = await user(app, 'freelance');
  const freelance = await createFreelance(app.server.deps.db, { userId: row.id, firstName: row.firstName, status });
  return { user: row, freelance };
}

export async function makeCorporate(app: TestApp, role: CorporateRole = 'admin', companyName = 'Acme') {
  const row = await user(app, 'client');
  const company = await findOrCreateCompany(app.server.deps.db, companyName);
  const corporate = await addCorporate(app.server.deps.db, { userId: row.id, companyId: company.id, role });
  return { user: row, corporate, company };
}

/** A client already signed in as the given user. */
export async function signedIn(app: TestApp, email: string) {
  const client = app.client();
  const response = await client.signIn(email, PASSWORD);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
  return client;
}
