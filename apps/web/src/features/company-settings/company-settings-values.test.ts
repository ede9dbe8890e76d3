import { describe, expect, it } from 'vitest';
import {
  billingErrors,
  billingFormValues,
  billingInput,
  legalErrors,
  legalFormValues,
  legalInput,
} from './company-settings-values';

const paris = {
  street: '18 rue de Châteaudun',
  zipCode: '75009',
  city: 'Paris',
  state: null,
  countryIso: 'FR',
  point: null,
};

describe('legal section', () => {
  it('saves the billing address as a copy of the head office when they are the same', () => {
    const values = {
      ...legalFormValues(null),
      legalName: ' Lumen ',
      siret: '885 713 123 00010',
      headOfficeAddress: paris,
    };
    expect(values.billingSameAsHeadOffice).toBe(true);
    const input = legalInput(values);
    expect(input).toMatchObject({
      legalName: 'Lumen',
      siret: '88571312300010',
      billingAddress: input.headOfficeAddress,
    });
    expect(legalErrors(values)).toEqual({});
  });
  it('shows the domain’s errors on their field', () => {
    const values = {
      ...legalFormValues(null),
      siret: '88571312300011',
      vatNumber: 'FR00885713123',
      socialCapital: '1,234',
      headOfficeAddress: { ...paris, street: null },
    };
    expect(legalErrors(values)).toEqual({
      siret: 'companySettings.error.siret',
      vatNumber: 'companySettings.error.vatNumber',
      socialCapital: 'legal.socialCapital.invalid',
      headOfficeAddress: 'address.incomplete',
    });
  });
});

describe('billing section', () => {
  it('keeps the stored IBAN when none is typed and sends the team-only fields for the team only', () => {
    const values = { ...billingFormValues(null), invoiceEmails: ['compta@lumen.fr'] };
    expect(billingInput(values, false)).not.toHaveProperty('iban');
    expect(billingInput(values, false)).not.toHaveProperty('billingMode');
    expect(billingInput(values, true)).toHaveProperty('factoringEligibility', 'notFound');
    expect(billingInput({ ...values, iban: 'fr76 3000 6000 0112 3456 7890 189' }, false).iban).toBe(
      'FR7630006000011234567890189',
    );
  });
  it('asks for an IBAN to pay by direct debit unless one is stored', () => {
    const values = { ...billingFormValues(null), invoiceEmails: ['compta@lumen.fr'], paymentMode: 'sepaDirectDebit' };
    expect(billingErrors(values, { hasIban: false })).toEqual({ iban: 'companySettings.error.ibanRequired' });
    expect(billingErrors(values, { hasIban: true })).toEqual({});
    expect(billingErrors({ ...values, invoiceEmails: [] }, { hasIban: true })).toEqual({
      invoiceEmails: 'companySettings.error.emailsRequired',
    });
  });
});
