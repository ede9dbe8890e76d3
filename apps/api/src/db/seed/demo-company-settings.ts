import type { PaymentConditions, PaymentDelay } from '@orbite/domain/company-settings';
import { frenchVatNumberOf, sirenOf } from '@orbite/domain/vat';
import { companySettingsOf, findCompanyByName } from '../../modules/companies/companies.repository';
import { upsertCompanySettings } from '../../modules/companies/company-settings.repository';
import type { DbOrTx } from '../client';
import { type DemoCompanyKey, demoCompanies } from './demo-companies';
import type { DemoSeedTools } from './demo-legal';
import { demoAddress } from './demo-places';

interface DemoSettings {
  legalName: string;
  legalForm: string;
  /** SIRETs made up for the demo, each with a valid check digit. */
  siret: string;
  socialCapital: number | null;
  commercialCourt: string | null;
  structure: string;
  size: string;
  needs: string;
  invoiceType: string;
  paymentDelay: PaymentDelay;
  paymentConditions: PaymentConditions;
  paymentMode: string;
  billingMode: string;
  invoiceSendMethod: string;
  factoringEligibility: string;
  invoiceEmails: string[];
  /** A test IBAN (valid check digits, no real account), for the company paying by direct debit. */
  iban?: string;
  specificMentions?: string;
}

const settings: Record<DemoCompanyKey, DemoSettings> = {
  lumen: {
    legalName: 'Lumen Analytics SAS',
    legalForm: 'sas',
    siret: '88571312300010',
    socialCapital: 50000,
    commercialCourt: 'Paris',
    structure: 'startUp',
    size: 'fortyNine',
    needs: 'oneToFour',
    invoiceType: 'email',
    paymentDelay: 30,
    paymentConditions: 'uponReceipt',
    paymentMode: 'standardPayment',
    billingMode: 'manual',
    invoiceSendMethod: 'email',
    factoringEligibility: 'ok',
    invoiceEmails: ['comptabilite@lumen-analytics.fr'],
  },
  carrel: {
    legalName: 'Maison Carrel SA',
    legalForm: 'sa',
    siret: '92030455700019',
    socialCapital: 1200000,
    commercialCourt: 'Lille Métropole',
    structure: 'bigCompany',
    size: 'nineHundredNinetyNine',
    needs: 'fiveToNine',
    invoiceType: 'emailPapier',
    paymentDelay: 45,
    paymentConditions: 'endOfMonth',
    paymentMode: 'factoring',
    billingMode: 'manual',
    invoiceSendMethod: 'email',
    factoringEligibility: 'debtorEligibleWithAmountValidationPending',
    invoiceEmails: ['factures.fournisseurs@maison-carrel.fr', 'dsi@maison-carrel.fr'],
    specificMentions: 'Indiquer le numéro de bon de commande SAP (45000xxxxx) sur chaque facture.',
  },
  pivot: {
    legalName: 'Pivot Finance SAS',
    legalForm: 'sas',
    siret: '97785186400016',
    socialCapital: 150000.5,
    commercialCourt: 'Paris',
    structure: 'startUp',
    size: 'ninetyNine',
    needs: 'tenToTwentyFour',
    invoiceType: 'email',
    paymentDelay: 30,
    paymentConditions: 'uponReceipt',
    paymentMode: 'sepaDirectDebit',
    billingMode: 'gocardless',
    invoiceSendMethod: 'email',
    factoringEligibility: 'notFound',
    invoiceEmails: ['finance@pivot-finance.fr'],
    iban: 'FR7630006000011234567890189',
  },
  territoires: {
    legalName: 'Territoires Numériques',
    legalForm: 'other',
    siret: '80973253000013',
    socialCapital: null,
    commercialCourt: null,
    structure: 'bigCompany',
    size: 'twoHundredFortyNine',
    needs: 'oneToFour',
    invoiceType: 'platform',
    paymentDelay: 30,
    paymentConditions: 'uponReceipt',
    paymentMode: 'standardPayment',
    billingMode: 'manual',
    invoiceSendMethod: 'none',
    factoringEligibility: 'debtorNotEligible',
    invoiceEmails: [],
    specificMentions: 'Factures déposées sur Chorus Pro (code service DSI-DATA, engagement juridique à rappeler).',
  },
};

/** The legal identity and billing settings of every demo client company, once. */
export async function seedDemoCompanySettings(tx: DbOrTx, tools: DemoSeedTools): Promise<void> {
  for (const [key, demo] of Object.entries(demoCompanies) as [
    DemoCompanyKey,
    (typeof demoCompanies)[DemoCompanyKey],
  ][]) {
    const company = await findCompanyByName(tx, demo.name);
    if (!company || (await companySettingsOf(tx, company.id))) continue;
    const { iban, ...values } = settings[key];
    const address = demoAddress(demo.place, demo.street);
    await upsertCompanySettings(tx, company.id, {
      ...values,
      vatNumber: frenchVatNumberOf(sirenOf(values.siret)),
      headOfficeAddress: address,
      billingAddress: address,
      specificMentions: values.specificMentions ?? null,
      ...(iban && tools.cipher ? { ibanSealed: tools.cipher.encrypt(iban), ibanLast4: iban.slice(-4) } : {}),
    });
  }
}
