import { describe, expect, it } from 'vitest';
import {
  allSignaturesCollected,
  canSignAs,
  contractLegalFields,
  DEFAULT_SIGNATORY_ID,
  dealDocumentTypes,
  dealSignatories,
  documentsToSign,
  type LegalIdentityValues,
  legalChecklist,
  legalFieldForm,
  missingLegalFields,
  requiredLegalFields,
} from './deal-parties';

const freelanceSas: LegalIdentityValues = {
  name: 'Data Conseil',
  legalName: 'Data Conseil SAS',
  legalForm: 'sas',
  siret: '40483304800022',
  headOfficeAddressId: 11,
  billingAddressId: 12,
  commercialCourt: 'Paris',
  socialCapital: 1000,
  activity: 'liberal',
  activityType: 'Conseil en systèmes informatiques',
  iban: 'FR7630006000011234567890189',
  isVatSubject: true,
  vatNumber: 'FR83404833048',
};

const client: LegalIdentityValues = {
  name: 'Acme',
  legalName: 'Acme SA',
  legalForm: 'sa',
  siret: '55203253400646',
  headOfficeAddressId: 21,
  billingAddressId: 22,
  commercialCourt: 'Nanterre',
  socialCapital: 0,
  vatNumber: 'FR27552032534',
};

describe('deal documents and signatories', () => {
  it('lists the spec’s document types and default signatory', () => {
    expect(dealDocumentTypes).toHaveLength(11);
    expect(dealDocumentTypes).toContain('missionOrder');
    expect(DEFAULT_SIGNATORY_ID).toBe(2);
  });

  it('signs a framework contract once, a mission order per deal, a rider per extension', () => {
    expect(documentsToSign('initial', false)).toEqual(['frameworkContract', 'missionOrder']);
    expect(documentsToSign('initial', true)).toEqual(['missionOrder']);
    expect(documentsToSign('renewal', false)).toEqual(['missionOrder']);
    expect(documentsToSign('extension', true)).toEqual(['rider']);
    for (const kind of ['initial', 'extension', 'renewal'] as const) {
      for (const type of documentsToSign(kind, false)) expect(dealDocumentTypes).toContain(type);
    }
  });

  it('lets each sign for its own side only', () => {
    expect(canSignAs('freelance', 'freelance')).toBe(true);
    expect(canSignAs('freelance', 'corporate')).toBe(false);
    expect(canSignAs('corporate', 'corporate')).toBe(true);
    expect(canSignAs('corporate', 'freelance')).toBe(false);
    expect(canSignAs('teamMember', 'platform')).toBe(true);
    expect(canSignAs('teamMember', 'corporate')).toBe(false);
    expect(canSignAs('teamMember', 'freelance')).toBe(false);
    for (const s of dealSignatories) expect(canSignAs('system', s)).toBe(false);
  });

  it('closes the signature only with every signatory', () => {
    expect(allSignaturesCollected(['freelance', 'corporate', 'platform'])).toBe(true);
    expect(allSignaturesCollected(['platform', 'corporate', 'freelance'])).toBe(true);
    expect(allSignaturesCollected(['freelance', 'corporate'])).toBe(false);
    expect(allSignaturesCollected([])).toBe(false);
  });
});

describe('missing legal fields', () => {
  it('finds nothing missing on complete parties', () => {
    expect(missingLegalFields('freelanceCompany', freelanceSas)).toEqual([]);
    expect(missingLegalFields('corporateCompany', client)).toEqual([]);
    expect(missingLegalFields('person', { name: 'Ada Martin', birthDate: '1990-04-02', nationalityIso: 'FR' })).toEqual(
      [],
    );
  });

  it('lists everything for an empty party, in the spec’s order', () => {
    expect(missingLegalFields('person', {})).toEqual(['name', 'birthDate', 'nationalityIso']);
    expect(missingLegalFields('freelanceCompany', {})).toEqual([
      'activity',
      'activityType',
      'billingAddressId',
      'headOfficeAddressId',
      'legalForm',
      'siret',
      'name',
      'legalName',
      'iban',
    ]);
    expect(missingLegalFields('corporateCompany', {})).toEqual([
      'billingAddressId',
      'headOfficeAddressId',
      'legalForm',
      'siret',
      'vatNumber',
      'name',
      'legalName',
    ]);
    for (const field of requiredLegalFields('freelanceCompany', { legalForm: 'sas', isVatSubject: true })) {
      expect(contractLegalFields).toContain(field);
    }
  });

  it('counts blanks, a legal form of none and an unknown activity as missing, and a capital of 0 as given', () => {
    const values = { ...freelanceSas, name: '  ', legalForm: 'none', activity: 'other', socialCapital: 0 };
    expect(missingLegalFields('freelanceCompany', values)).toEqual(['activity', 'legalForm', 'name']);
    expect(missingLegalFields('freelanceCompany', { ...freelanceSas, siret: null, iban: undefined })).toEqual([
      'siret',
      'iban',
    ]);
  });

  it('asks an auto-entrepreneur neither capital nor VAT number, nor a court for a liberal activity', () => {
    const ae: LegalIdentityValues = {
      ...freelanceSas,
      legalForm: 'ae',
      isVatSubject: false,
      socialCapital: null,
      vatNumber: null,
      commercialCourt: null,
    };
    expect(missingLegalFields('freelanceCompany', ae)).toEqual([]);
    expect(missingLegalFields('freelanceCompany', { ...ae, activity: 'commercial' })).toEqual(['commercialCourt']);
    expect(missingLegalFields('freelanceCompany', { ...ae, isVatSubject: true })).toEqual(['vatNumber']);
  });

  it('asks every capital company its capital and court', () => {
    for (const legalForm of ['sa', 'sas', 'sarl', 'eurl', 'sasu', 'sau']) {
      const required = requiredLegalFields('freelanceCompany', { legalForm });
      expect(required).toContain('socialCapital');
      expect(required).toContain('commercialCourt');
    }
    const gie = requiredLegalFields('corporateCompany', { legalForm: 'gie' });
    expect(gie).toContain('commercialCourt');
    expect(gie).not.toContain('socialCapital');
  });

  it('asks a foreign-law company no SIRET and no French court', () => {
    const required = requiredLegalFields('corporateCompany', { legalForm: 'societeDroitEtranger' });
    expect(required).not.toContain('siret');
    expect(required).not.toContain('commercialCourt');
    expect(required).toContain('vatNumber');
  });

  it('asks the client its IBAN only for a direct debit', () => {
    expect(missingLegalFields('corporateCompany', client)).not.toContain('iban');
    expect(missingLegalFields('corporateCompany', { ...client, paymentMode: 'sepaDirectDebit' })).toEqual(['iban']);
  });
});

describe('legal checklist', () => {
  it('lists each missing field with its party and the form that fills it', () => {
    expect(
      legalChecklist([
        { kind: 'freelanceCompany', values: { ...freelanceSas, iban: null, siret: '' } },
        { kind: 'person', values: { name: 'Ada Martin', birthDate: '1990-04-02' } },
        { kind: 'corporateCompany', values: { ...client, vatNumber: null } },
      ]),
    ).toEqual([
      { party: 'freelanceCompany', field: 'siret', form: 'freelanceCompany' },
      { party: 'freelanceCompany', field: 'iban', form: 'freelanceBankDetails' },
      { party: 'person', field: 'nationalityIso', form: 'freelancePersonal' },
      { party: 'corporateCompany', field: 'vatNumber', form: 'companyLegal' },
    ]);
    expect(legalChecklist([])).toEqual([]);
    expect(legalFieldForm('corporateCompany', 'iban')).toBe('companyLegal');
  });
});
