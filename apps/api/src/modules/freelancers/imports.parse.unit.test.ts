import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnOf, linkedInKey, MAX_IMPORT_ROWS, parseCsvFile, parseXlsxFile, sourceOf } from './imports.parse';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('parseCsvFile', () => {
  it('reads a French file separated by semicolons, with a BOM, and validates each row', () => {
    const file = parseCsvFile(
      csv(
        '\uFEFFPrénom;Nom;E-mail;Téléphone;LinkedIn;TJM;Compétences\n' +
          'Léa;Martin;lea@exemple.fr;06 12 34 56 78;https://www.linkedin.com/in/lea-martin/;550;React, TypeScript\n' +
          'Paul;;paul@;12;https://linkedin.com/company/acme;90;\n',
      ),
    );
    expect(file.fileError).toBeNull();
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      line: 2,
      values: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@exemple.fr',
        tjm: '550',
        skills: 'React, TypeScript',
      },
      errors: [],
    });
    expect(file.rows[1]!.line).toBe(3);
    expect(file.rows[1]!.errors).toEqual([
      'Nom manquant.',
      'E-mail invalide : « paul@ ».',
      'Téléphone invalide : « 12 ».',
      'Lien LinkedIn invalide : un profil /in/… est attendu.',
      'TJM invalide : un nombre de 200 à 2500 € est attendu.',
    ]);
  });

  it('reads an English file separated by commas, with quoted cells, and skips empty lines', () => {
    const file = parseCsvFile(
      csv('First name,LAST NAME,Email,Skills,Source\nAda,Lovelace,ada@example.com,"Python; SQL",LinkedIn\n\n,,,,\n'),
    );
    expect(file.fileError).toBeNull();
    expect(file.rows).toEqual([
      {
        line: 2,
        values: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          skills: 'Python; SQL',
          source: 'LinkedIn',
        },
        errors: [],
      },
    ]);
  });

  it('says clearly what is wrong with the whole file: no usable header, too many rows', () => {
    expect(parseCsvFile(csv('a;b;c\n1;2;3\n')).fileError).toMatch(/Prénom, Nom et E-mail/);
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `A;B;a${i}@x.fr`).join('\n');
    const file = parseCsvFile(csv(`prenom;nom;email\n${many}\n`));
    expect(file.rows).toEqual([]);
    expect(file.fileError).toContain('1001 lignes : 1000 au plus');
    expect(parseCsvFile(csv('prenom;nom;email\n')).fileError).toMatch(/aucune ligne/);
  });

  it('refuses an unknown acquisition source', () => {
    const file = parseCsvFile(csv('prenom;nom;email;source\nA;B;a@b.fr;télépathie\nC;D;c@d.fr;Bouche à oreille\n'));
    expect(file.rows[0]!.errors).toEqual(['Source inconnue : « télépathie ».']);
    expect(file.rows[1]!.errors).toEqual([]);
  });
});

describe('parseXlsxFile', () => {
  it('reads the first sheet of a workbook, hyperlinks and numbers included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Candidats');
    workbook.addWorksheet('Autre').addRow(['ignored']);
    sheet.addRow(['Prénom', 'Nom', 'Adresse e-mail', 'Poste', 'Ville', 'TJM', 'Profil LinkedIn']);
    sheet.addRow([
      'Zoé',
      'Durand',
      'zoe@exemple.fr',
      'Data engineer',
      'Lyon',
      600,
      { text: 'profil', hyperlink: 'https://fr.linkedin.com/in/zoe-durand' },
    ]);
    sheet.addRow([]);
    sheet.addRow(['Sans', 'Mail', '', '', '', 5000]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await parseXlsxFile(bytes);
    expect(file.fileError).toBeNull();
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      line: 2,
      values: {
        firstName: 'Zoé',
        jobTitle: 'Data engineer',
        city: 'Lyon',
        tjm: '600',
        linkedInUrl: 'https://fr.linkedin.com/in/zoe-durand',
      },
      errors: [],
    });
    expect(file.rows[1]).toMatchObject({
      line: 4,
      errors: ['E-mail manquant.', expect.stringMatching(/^TJM invalide/)],
    });
  });

  it('says when the bytes are not a workbook', async () => {
    expect((await parseXlsxFile(Buffer.from('nope'))).fileError).toBe('Classeur XLSX illisible.');
  });
});

describe('header aliases, sources and LinkedIn identity', () => {
  it('maps French and English names whatever the case and accents', () => {
    expect(columnOf('PRÉNOM')).toBe('firstName');
    expect(columnOf(' first_name ')).toBe('firstName');
    expect(columnOf('Téléphone')).toBe('phone');
    expect(columnOf('compétences')).toBe('skills');
    expect(columnOf('Titre')).toBe('jobTitle');
    expect(columnOf('couleur préférée')).toBeNull();
    expect(sourceOf('Réseau social')).toBe('socialNetwork');
    expect(sourceOf('wordOfMouth')).toBe('wordOfMouth');
  });

  it('identifies a LinkedIn profile by its identifier only', () => {
    expect(linkedInKey('https://www.linkedin.com/in/Lea-Martin/?originalSubdomain=fr')).toBe('lea-martin');
    expect(linkedInKey('http://fr.linkedin.com/pub/lea-martin')).toBe('lea-martin');
    expect(linkedInKey('https://linkedin.com/company/acme')).toBeNull();
  });
});
