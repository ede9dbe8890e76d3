import { describe, expect, it } from 'vitest';
import {
  companySettingsErrors,
  DEFAULT_BILLING_SETTINGS,
  invoiceDocumentOf,
  invoiceDueDate,
  isNoDocument,
  isValidFrenchVatKey,
  isValidSirenChecksum,
  isValidSiretChecksum,
  maskIban,
  NO_DOCUMENT,
  paymentDelays,
} from './company-settings';

describe('isValidSiretChecksum', () => {
  it('accepts real SIRETs (Luhn) typed with or without spaces', () => {
    expect(isValidSiretChecksum('44306184100047')).toBe(true);
    expect(isValidSiretChecksum('404 833 048 00022')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length, letters', () => {
    expect(isValidSiretChecksum('44306184100048')).toBe(false);
    expect(isValidSiretChecksum('4430618410004')).toBe(false);
    expect(isValidSiretChecksum('4430618410004A')).toBe(false);
    expect(isValidSiretChecksum('')).toBe(false);
    expect(isValidSiretChecksum(null)).toBe(false);
  });
  it('applies La Poste’s own rule (sum of digits a multiple of 5)', () => {
    expect(isValidSiretChecksum('35600000049837')).toBe(true);
    expect(isValidSiretChecksum('35600000049838')).toBe(false);
  });
  it('checks a SIREN alone', () => {
    expect(isValidSirenChecksum('443061841')).toBe(true);
    expect(isValidSirenChecksum('443061842')).toBe(false);
  });
});

describe('isValidFrenchVatKey', () => {
  it('accepts a French number whose key matches its SIREN', () => {
    expect(isValidFrenchVatKey('FR83404833048')).toBe(true);
    expect(isValidFrenchVatKey('fr 83 404833048')).toBe(true);
  });
  it('refuses a wrong key or a short number', () => {
    expect(isValidFrenchVatKey('FR84404833048')).toBe(false);
    expect(isValidFrenchVatKey('FR8340483304')).toBe(false);
  });
  it('leaves foreign numbers to the general rule', () => {
    expect(isValidFrenchVatKey('DE123456789')).toBe(true);
    expect(isValidFrenchVatKey('')).toBe(false);
  });
});

describe('invoiceDueDate', () => {
  it('adds the delay from the invoice day', () => {
    expect(invoiceDueDate('2026-01-31', 30)).toBe('2026-03-02');
    expect(invoiceDueDate('2026-01-31', 0)).toBe('2026-01-31');
  });
  it('goes to the end of the month reached (45 days end of month)', () => {
    expect(invoiceDueDate('2026-01-31', 45, 'endOfMonth')).toBe('2026-03-31');
    expect(invoiceDueDate('2026-01-10', 30, 'endOfMonth')).toBe('2026-02-28');
    expect(invoiceDueDate('2028-01-10', 30, 'endOfMonth')).toBe('2028-02-29');
  });
  it('goes to the 15th of the month after the one reached', () => {
    expect(invoiceDueDate('2026-01-31', 0, 'fifteenthOfNextMonth')).toBe('2026-02-15');
    expect(invoiceDueDate('2026-12-20', 30, 'fifteenthOfNextMonth')).toBe('2027-02-15');
  });
});

describe('the no-document marker', () => {
  it('skips the file for a procurement platform, Factur-X by e-mail, PDF on paper', () => {
    expect(invoiceDocumentOf('platform')).toBe(NO_DOCUMENT);
    expect(isNoDocument(invoiceDocumentOf('platform'))).toBe(true);
    expect(invoiceDocumentOf('email')).toBe('facturX');
    expect(invoiceDocumentOf('papier')).toBe('pdf');
    expect(invoiceDocumentOf(null)).toBe('facturX');
  });
});

describe('companySettingsErrors', () => {
  const valid = {
    legalName: 'Lumen Analytics SAS',
    legalForm: 'sas',
    siret: '44306184100047',
  };
  it('accepts the defaults and a complete identity', () => {
    expect(paymentDelays).toContain(DEFAULT_BILLING_SETTINGS.paymentDelay);
    expect(
      companySettingsErrors({
        ...valid,
        vatNumber: null,
        ...DEFAULT_BILLING_SETTINGS,
        invoiceEmails: ['compta@lumen.fr'],
      }),
    ).toEqual({});
  });
  it('names each wrong field', () => {
    expect(
      companySettingsErrors({
        legalForm: 'plc',
        siret: '44306184100048',
        socialCapital: '10,555',
        paymentDelay: 90,
        size: 'huge',
        invoiceEmails: ['pas-un-email'],
        iban: 'FR76 0000',
      }),
    ).toEqual({
      legalForm: 'unknownValue',
      siret: 'siret',
      socialCapital: 'socialCapital',
      paymentDelay: 'unknownValue',
      size: 'unknownValue',
      invoiceEmails: 'email',
      iban: 'iban',
    });
  });
  it('refuses a VAT number whose key or SIREN does not match', () => {
    expect(companySettingsErrors({ vatNumber: 'FR00443061841' }).vatNumber).toBe('vatNumber');
    expect(companySettingsErrors({ siret: '44306184100047', vatNumber: 'FR83404833048' }).vatNumber).toBe(
      'vatSirenMismatch',
    );
    // The stored SIRET counts when only the VAT number is saved.
    expect(companySettingsErrors({ vatNumber: 'FR83404833048' }, { siret: '44306184100047' }).vatNumber).toBe(
      'vatSirenMismatch',
    );
    expect(companySettingsErrors({ vatNumber: 'FR83404833048' }, { siret: '40483304800022' })).toEqual({});
  });
  it('needs an IBAN typed or kept to pay by direct debit', () => {
    expect(companySettingsErrors({ paymentMode: 'sepaDirectDebit' }).iban).toBe('ibanRequired');
    expect(companySettingsErrors({ paymentMode: 'sepaDirectDebit' }, { hasIban: true })).toEqual({});
    expect(
      companySettingsErrors({ paymentMode: 'sepaDirectDebit', iban: 'FR14 2004 1010 0505 0001 3M02 606' }),
    ).toEqual({});
    expect(companySettingsErrors({ iban: '' }, { paymentMode: 'sepaDirectDebit', hasIban: true }).iban).toBe(
      'ibanRequired',
    );
  });
  it('pairs the direct-debit provider with the direct-debit payment mode', () => {
    expect(companySettingsErrors({ billingMode: 'gocardless', paymentMode: 'standardPayment' }).paymentMode).toBe(
      'directDebitRequired',
    );
  });
  it('needs an address for e-mailed invoices, five at most', () => {
    expect(companySettingsErrors({ invoiceSendMethod: 'email', invoiceEmails: [] }).invoiceEmails).toBe(
      'emailsRequired',
    );
    expect(companySettingsErrors({ invoiceType: 'papier', invoiceSendMethod: 'mail', invoiceEmails: [] })).toEqual({});
    expect(
      companySettingsErrors({ invoiceEmails: Array.from({ length: 6 }, (_, i) => `c${i}@a.fr`) }).invoiceEmails,
    ).toBe('tooManyEmails');
  });
  it('masks an IBAN but its last 4 characters', () => {
    expect(maskIban('2606')).toBe('•••• •••• •••• •••• •••• 2606');
    expect(maskIban(null)).toBeNull();
  });
});
