import { describe, expect, it } from 'vitest';
import { languageLevelOf, parseDateRange, parseImportDate } from './profile-imports.fields';
import { parseCsv, parseLinkedInExport, parseProfileText } from './profile-imports.parse';

describe('profile import dates', () => {
  it('reads LinkedIn and CV dates', () => {
    expect(parseImportDate('Jan 2020')).toBe('2020-01-01');
    expect(parseImportDate('janv. 2020')).toBe('2020-01-01');
    expect(parseImportDate('Août 2018')).toBe('2018-08-01');
    expect(parseImportDate('2020')).toBe('2020-01-01');
    expect(parseImportDate('03/2019')).toBe('2019-03-01');
    expect(parseImportDate('')).toBeNull();
    expect(parseImportDate('Present')).toBeNull();
  });

  it('reads ranges, ongoing ones included', () => {
    expect(parseDateRange('2019 – 2021')).toMatchObject({ startDate: '2019-01-01', endDate: '2021-01-01' });
    expect(parseDateRange("03/2019 - aujourd'hui")).toMatchObject({ startDate: '2019-03-01', endDate: null });
    expect(parseDateRange('January 2020 - Present (4 years)')).toMatchObject({
      startDate: '2020-01-01',
      endDate: null,
    });
    expect(parseDateRange('sans date')).toBeNull();
  });
});

describe('LinkedIn parsing', () => {
  it('parses quoted CSV with commas, quotes and line breaks', () => {
    expect(parseCsv('\uFEFFName,Notes\r\n"A, B","dit ""oui""\net non"\r\n')).toEqual([
      { Name: 'A, B', Notes: 'dit "oui"\net non' },
    ]);
  });

  it('maps proficiencies to levels', () => {
    expect(languageLevelOf('Native or bilingual proficiency')).toBe('native');
    expect(languageLevelOf('Professional working proficiency')).toBe('pro');
    expect(languageLevelOf('Elementary proficiency')).toBe('basic');
  });

  it('refuses a ZIP that is not a LinkedIn export, and garbage', () => {
    expect(() => parseLinkedInExport(new Uint8Array([1, 2, 3]))).toThrow(/Archive illisible/);
  });

  it('reads the English sections of the profile PDF', () => {
    const text = [
      'Contact',
      'www.linkedin.com/in/jane-doe-42 (LinkedIn)',
      'Top Skills',
      'Kubernetes',
      'Languages',
      'French (Native or Bilingual)',
      'Jane Doe',
      'DevOps engineer',
      'Experience',
      'Acme',
      'SRE',
      'March 2018 - Present (6 years)',
      'Education',
      'EPITA',
      'Master, Computer Science · (2013 - 2018)',
    ].join('\n');
    const proposal = parseProfileText(text);
    expect(proposal.identity).toMatchObject({ firstName: 'Jane', lastName: 'Doe', headline: 'DevOps engineer' });
    expect(proposal.linkedInUrl).toBe('https://www.linkedin.com/in/jane-doe-42');
    expect(proposal.experiences).toEqual([
      expect.objectContaining({ title: 'SRE', company: 'Acme', startDate: '2018-03-01', endDate: null }),
    ]);
    expect(proposal.education[0]).toMatchObject({ school: 'EPITA', degree: 'Master, Computer Science' });
    expect(proposal.skills.map((s) => s.name)).toEqual(['Kubernetes']);
    expect(proposal.languages[0]).toMatchObject({ languageIso: 'fr', level: 'native' });
  });
});
