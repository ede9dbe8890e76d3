import { todayInParis } from '@orbite/domain/calendar-day';
import { DEFAULT_SIGNATORY_ID } from '@orbite/domain/deal-parties';
import type { DbOrTx } from '../../db/client';
import { companySettingsOf } from '../companies/companies.repository';
import { findCompany } from '../companies/companies.service';
import { findFreelance } from '../freelancers/freelancers.service';
import { findCompany as findFreelanceCompany } from '../freelancers/legal.repository';
import { missionById } from '../missions/missions.service';
import { findTeamMemberOfUser } from '../team/team.service';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import type { ContractData, ContractEdition, GeneratedContractType } from './contracts.pdf';
import type { DealRow } from './deals.tables';
import { PLATFORM_IDENTITY } from './platform-identity';

/** "D-42-v2": the deal's id and version, printed on its documents. */
export const dealReference = (deal: Pick<DealRow, 'id' | 'version'>) => `D-${deal.id}-v${deal.version}`;

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The team member who signs for the platform: the deal's designated signatory, else the spec's
 * default signatory (user 2) when that user is a team member; null when any team member may sign.
 */
export async function platformSignatoryOf(db: DbOrTx, deal: DealRow): Promise<UserRow | null> {
  const id = deal.platformSignatoryUserId ?? DEFAULT_SIGNATORY_ID;
  const [user, teamMember] = [await findUserById(db, id), await findTeamMemberOfUser(db, id)];
  return user && teamMember ? user : null;
}

export type ContractFacts = Omit<ContractData, 'type' | 'edition'>;

/** Everything the documents of a deal state, read from the deal, its mission and the parties. */
export async function contractFactsOf(
  db: DbOrTx,
  deal: DealRow,
  previousEndDate: string | null,
  issuedOn: string = todayInParis(),
): Promise<ContractFacts> {
  const mission = await missionById(db, deal.missionId);
  const freelance = await findFreelance(db, deal.freelanceId);
  const freelanceUser = freelance ? await findUserById(db, freelance.userId) : null;
  const freelanceCompany = await findFreelanceCompany(db, deal.freelanceId);
  const company = await findCompany(db, deal.companyId);
  const settings = await companySettingsOf(db, deal.companyId);
  const platformSignatory = await platformSignatoryOf(db, deal);
  return {
    reference: dealReference(deal),
    issuedOn,
    platform: PLATFORM_IDENTITY,
    platformSignatoryName: platformSignatory
      ? fullName(platformSignatory)
      : `un membre habilité de l’équipe ${PLATFORM_IDENTITY.name}`,
    freelanceCompany: {
      name: freelanceCompany?.name ?? (freelanceUser ? fullName(freelanceUser) : ''),
      legalName: freelanceCompany?.name ?? null,
      legalForm: freelanceCompany?.legalForm ?? null,
      siret: freelanceCompany?.siret ?? null,
      vatNumber: freelanceCompany?.isVatSubject ? (freelanceCompany.vatNumber ?? null) : null,
      socialCapital: freelanceCompany?.socialCapital == null ? null : Number(freelanceCompany.socialCapital),
      commercialCourt: freelanceCompany?.commercialCourt ?? null,
      headOfficeAddress: freelanceCompany?.headOfficeAddress ?? null,
      isVatSubject: Boolean(freelanceCompany?.isVatSubject),
      activity: freelanceCompany?.activity ?? null,
      activityType: freelanceCompany?.activityType ?? null,
    },
    freelancePerson: {
      firstName: freelanceUser?.firstName ?? '',
      lastName: freelanceUser?.lastName ?? '',
      birthDate: freelance?.birthDate ?? null,
      nationalityIso: freelance?.nationalityIso ?? null,
    },
    client: {
      name: company?.name ?? '',
      legalName: settings?.legalName ?? null,
      legalForm: settings?.legalForm ?? null,
      siret: settings?.siret ?? null,
      vatNumber: settings?.vatNumber ?? null,
      socialCapital: settings?.socialCapital ?? null,
      commercialCourt: settings?.commercialCourt ?? null,
      headOfficeAddress: settings?.headOfficeAddress ?? null,
      signatoryName: null,
      paymentDelay: settings?.paymentDelay ?? null,
    },
    mission: {
      title: mission?.title ?? '',
      description: mission?.description ?? null,
      workplace: mission?.workplace ?? null,
      location: mission?.location ?? null,
    },
    deal: {
      version: deal.version,
      kind: deal.kind,
      startDate: deal.startDate,
      endDate: deal.endDate,
      daysPerWeek: deal.daysPerWeek,
      dailyRate: deal.dailyRate,
      clientDailyPrice: deal.clientDailyPrice,
      freelanceDailyNet: deal.freelanceDailyNet,
      specificMentions: deal.specificMentions,
      previousEndDate,
    },
  };
}

/** The editions of a document type: the framework contract for all three, the others one per side. */
export function editionsOf(type: GeneratedContractType): ContractEdition[] {
  return type === 'frameworkContract' ? ['all'] : ['corporate', 'freelance'];
}

export const signatoriesOf = (edition: ContractEdition) =>
  edition === 'all'
    ? (['freelance', 'corporate', 'platform'] as const)
    : edition === 'corporate'
      ? (['corporate', 'platform'] as const)
      : (['freelance', 'platform'] as const);

const documentNames: Record<GeneratedContractType, string> = {
  frameworkContract: 'Contrat-cadre',
  missionOrder: 'Bon de commande',
  rider: 'Avenant',
};
const editionNames: Record<ContractEdition, string> = {
  all: '',
  corporate: ' (exemplaire client)',
  freelance: ' (exemplaire prestataire)',
};

export const documentNameOf = (type: GeneratedContractType, edition: ContractEdition, reference: string) =>
  `${documentNames[type]} ${reference}${editionNames[edition]}`;
