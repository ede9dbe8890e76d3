import { describe, expect, it } from 'vitest';
import { bankDetailsInput } from './bank-details-section';
import { companyFormValues, companyInput, companyRules } from './company-form-values';

const paris = {
  street: '1 rue de Rivoli',
  zipCode: '75001',
  city: 'Paris',
  state: null,
  countryIso: 'FR',
  point: { latitude: 48.8566, longitude: 2.3522 },
};

describe('company form values', () => {
  it('saves a billing address "same as the head office" as a copy of it', () => {
    const values = companyFormValues({
      name: 'Data Conseil',
      legalForm: 'sasu',
      isUmbrella: false,
      siret: '40483304800022',
      siren: '404 833 048',
      suggestedVatNumber: 'FR83404833048',
      isVatSubject: false,
      vatNumber: null,
      socialCapital: null,
      activity: 'liberal',
      activityType: ' Conseil en systèmes informatiques ',
      commercialCourt: null,
      headOfficeAddress: paris,
      billingAddress: paris,
    });
    expect(values.billingSameAsHeadOffice).toBe(true);
    const input = companyInput({ ...values, siret: '404 833 048 00022', socialCapital: '1000,5' });
    expect(input.billingAddress).toEqual(input.headOfficeAddress);
    expect(input.siret).toBe('40483304800022');
    expect(input.socialCapital).toBe('1000.5');
    expect(input.vatNumber).toBeNull();
    expect(input.activityType).toBe('Conseil en systèmes informatiques');
  });

  it('checks with the domain rules', () => {
    expect(companyRules.siret('')).toBe(true);
    expect(companyRules.siret('404 833 048 00022')).toBe(true);
    expect(companyRules.siret('4048330480002')).toBe('legal.siret.invalid');
    expect(companyRules.vat({ isVatSubject: false, vatNumber: '' })).toBe(true);
    expect(companyRules.vat({ isVatSubject: true, vatNumber: '' })).toBe('form.required');
    expect(companyRules.vat({ isVatSubject: true, vatNumber: 'FRXX1234' })).toBe('legal.vatNumber.invalid');
    expect(companyRules.socialCapital('10.123')).toBe('legal.socialCapital.invalid');
    expect(companyRules.address({ ...paris, zipCode: '7500' })).toBe('address.zipCodeInvalid');
    expect(companyRules.address({ street: '1 rue', countryIso: 'FR' })).toBe('address.incomplete');
    expect(companyRules.address(null)).toBe(true);
  });

  it('omits an IBAN left masked so that the server keeps it', () => {
    expect(bankDetailsInput({ bankName: ' Qonto ', iban: null, bic: 'qntofrp1' })).toEqual({
      bankName: 'Qonto',
      bic: 'QNTOFRP1',
    });
    expect(bankDetailsInput({ bankName: '', iban: 'fr76 3000', bic: '' }).iban).toBe('FR763000');
  });
});
