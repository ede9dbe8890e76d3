/**
 * Sample files the tests make: LinkedIn's data export (ZIP of CSV files named and headed as LinkedIn
 * writes them), a LinkedIn-like profile PDF, and a French CV as PDF and as DOCX.
 */
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const csv = (rows: string[][]) =>
  `${rows.map((row) => row.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n')}\r\n`;

export function linkedInExportZip(options: { url?: string; extraPosition?: boolean } = {}): Buffer {
  const files: Record<string, Uint8Array> = {
    'Profile.csv': strToU8(
      csv([
        [
          'First Name',
          'Last Name',
          'Maiden Name',
          'Address',
          'Birth Date',
          'Headline',
          'Summary',
          'Industry',
          'Zip Code',
          'Geo Location',
          'Twitter Handles',
          'Websites',
          'Instant Messengers',
        ],
        [
          'Léa',
          'Martin',
          '',
          '',
          '',
          'Développeuse React senior',
          'Dix ans de front-end, dont cinq en freelance.',
          'Logiciels',
          '',
          'Lyon, France',
          '',
          options.url ? `[PORTFOLIO:${options.url}]` : '',
          '',
        ],
      ]),
    ),
    'Positions.csv': strToU8(
      csv([
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
        [
          'Lumen Analytics',
          'Développeuse React',
          'Refonte du tableau de bord, "design system" maison.',
          'Lyon, France',
          'Jan 2020',
          '',
        ],
        ['Banque Rhône', 'Développeuse front-end', 'Application de conseil', 'Lyon', 'Mar 2016', 'Dec 2019'],
        ...(options.extraPosition ? [['Atelier Nord', 'Stagiaire', '', 'Lille', 'Jun 2015', 'Aug 2015']] : []),
      ]),
    ),
    'Education.csv': strToU8(
      csv([
        ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
        ['INSA Lyon', '2011', '2016', '', 'Diplôme d’ingénieur', 'BDE'],
      ]),
    ),
    'Skills.csv': strToU8(csv([['Name'], ['ReactJS'], ['postgres'], ['Gestion de la relation poney']])),
    'Languages.csv': strToU8(
      csv([
        ['Name', 'Proficiency'],
        ['English', 'Full professional proficiency'],
        ['French', 'Native or bilingual proficiency'],
      ]),
    ),
  };
  return Buffer.from(zipSync(files));
}

async function pdfOf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    page.drawText(line, { x: 40, y, size: 10, font });
    y -= 14;
  }
  return Buffer.from(await pdf.save());
}

/** LinkedIn's "Save to PDF", in French: contact, top skills, languages, then experience and education. */
export function linkedInProfilePdf(url: string): Promise<Buffer> {
  return pdfOf([
    'Coordonnées',
    url,
    'Principales compétences',
    'React',
    'PostgreSQL',
    'Langues',
    'Anglais (Professional Working)',
    'Hugo Bernard',
    'Architecte cloud',
    'Expérience',
    'Nuage Conseil',
    'Architecte cloud',
    'janvier 2021 - Present (3 ans)',
    'Paris, France',
    'Formation',
    'École Centrale de Lyon',
    'Ingénieur, Informatique · (2012 - 2015)',
  ]);
}

const cvLines = [
  'Claire Dubois',
  'Cheffe de projet digital',
  'Expériences professionnelles',
  'Cheffe de projet — Agence Lumière',
  "03/2019 - aujourd'hui",
  'Pilotage de refontes de sites pour des marques de luxe.',
  'Chargée de projet web — Studio Rivage',
  '2016 – 2019',
  'Formation',
  'Master Management de projet, IAE Lyon',
  '2014 – 2016',
  'Compétences',
  'React, Scrum, postgres',
  'Langues',
  'Anglais (courant), Espagnol (notions)',
];

export const cvPdf = () => pdfOf(cvLines);

export async function cvDocx(): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: cvLines.map((text) => new Paragraph({ text })) }] });
  return Packer.toBuffer(doc);
}

/** Starts like a PDF, holds nothing a reader can open. */
export const garbagePdf = () => Buffer.from(`%PDF-1.7\n${'n’importe quoi '.repeat(50)}\n%%EOF`);
