import type { ContractData } from './contracts.pdf';
import { PLATFORM_IDENTITY } from './platform-identity';

/** A contract's data as the deal's documents give it: the unit tests' and the documents bench's. */
const address = (street: string, zipCode: string, city: string) => ({
  street,
  zipCode,
  city,
  state: null,
  countryIso: 'FR',
  point: null,
});

export const sampleContract = (overrides: Partial<ContractData> = {}): ContractData => ({
  type: 'missionOrder',
  edition: 'all',
  reference: 'D-7-v1',
  issuedOn: '2026-03-02',
  platform: PLATFORM_IDENTITY,
  platformSignatoryName: 'Camille Durand',
  freelanceCompany: {
    name: 'Studio Lefèvre',
    legalName: 'Studio Lefèvre EURL',
    legalForm: 'eurl',
    siret: '12345678900012',
    vatNumber: null,
    socialCapital: 1000,
    commercialCourt: 'Lyon',
    headOfficeAddress: address('3 place Bellecour', '69002', 'Lyon'),
    isVatSubject: false,
    activity: 'liberal',
    activityType: 'Conseil en systèmes informatiques',
  },
  freelancePerson: { firstName: 'Hélène', lastName: 'Lefèvre', birthDate: '1988-05-14', nationalityIso: 'FR' },
  client: {
    name: 'Acme',
    legalName: 'Acme Industries SAS',
    legalForm: 'sas',
    siret: '98765432100019',
    vatNumber: 'FR12987654321',
    socialCapital: 250000,
    commercialCourt: 'Nanterre',
    headOfficeAddress: address('1 avenue de la Défense', '92400', 'Courbevoie'),
    signatoryName: 'Paul Martin',
    paymentDelay: 45,
  },
  mission: {
    title: 'Refonte du tunnel de paiement',
    description: 'Développement React et TypeScript.',
    workplace: 'partialRemote',
    location: address('1 avenue de la Défense', '92400', 'Courbevoie'),
  },
  deal: {
    version: 1,
    kind: 'initial',
    startDate: '2026-03-16',
    endDate: '2026-06-30',
    daysPerWeek: 4,
    dailyRate: 600,
    clientDailyPrice: 705.88,
    freelanceDailyNet: 570,
    specificMentions: 'Bon de commande client n° PO-2026-118',
    previousEndDate: null,
  },
  ...overrides,
});
