import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatDay, typedNameMatches } from './contract-text';
import { renderContractPdf } from './contracts.pdf';
import { sampleContract } from './contracts.pdf.fixtures';
import { sha256Hex, stampSignaturePage } from './signature-page';

const data = sampleContract;

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('contract PDFs', () => {
  it('writes the mission order with the parties, their SIRET, the dates, the prices and the mentions', async () => {
    const text = await textOf(await renderContractPdf(data()));
    for (const expected of [
      'Bon de commande de mission',
      'Orbite SAS',
      'Acme Industries SAS',
      'Studio Lefèvre EURL',
      'Hélène Lefèvre',
      'né(e) le 14 mai 1988',
      '123 456 789 00012',
      '987 654 321 00019',
      '912 345 678 00011',
      'FR12987654321',
      'TVA non applicable, art. 293 B du CGI',
      'Conseil en systèmes informatiques',
      '16 mars 2026',
      '30 juin 2026',
      '4 jours par semaine',
      '705,88 € HT',
      '600,00 € HT',
      'Paiement à 45 jours',
      'majoré de 10 points',
      '40,00 €',
      'PO-2026-118',
      'Refonte du tunnel de paiement',
    ])
      expect(text).toContain(expected);
  });

  it('states only its own price in each side’s edition', async () => {
    const corporate = await textOf(await renderContractPdf(data({ edition: 'corporate' })));
    expect(corporate).toContain('705,88 €');
    expect(corporate).not.toContain('600,00 €');
    expect(corporate).toContain('exemplaire du Client');
    const freelance = await textOf(await renderContractPdf(data({ edition: 'freelance' })));
    expect(freelance).toContain('600,00 €');
    expect(freelance).not.toContain('705,88 €');
  });

  it('writes the framework contract’s clauses', async () => {
    const text = await textOf(await renderContractPdf(data({ type: 'frameworkContract' })));
    for (const expected of [
      'Contrat-cadre de prestation de services',
      'Confidentialité',
      'Propriété intellectuelle',
      'Responsabilité et assurance',
      'Non-sollicitation',
      'Résiliation',
      'Droit applicable et juridiction',
      'droit français',
    ])
      expect(text).toContain(expected);
  });

  it('writes a rider with the end date it extends', async () => {
    const text = await textOf(
      await renderContractPdf(
        data({
          type: 'rider',
          deal: { ...data().deal, version: 2, endDate: '2026-09-30', previousEndDate: '2026-06-30' },
        }),
      ),
    );
    expect(text).toContain('Avenant au bon de commande');
    expect(text).toContain('avenant n° 2');
    expect(text).toContain('30 septembre 2026');
  });

  it('stamps a signature page with the signers, their times in Paris and the document hash', async () => {
    const original = await renderContractPdf(data());
    const hash = sha256Hex(original);
    const signed = await stampSignaturePage(original, {
      documentName: 'Bon de commande',
      reference: 'D-7-v1',
      originalSha256: hash,
      provider: 'internal',
      sealedAt: new Date('2026-03-05T09:00:00Z'),
      signatures: [
        {
          signatory: 'freelance',
          fullName: 'Hélène Lefèvre',
          typedName: 'helene lefevre',
          signedAt: new Date('2026-03-04T08:15:30Z'),
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0',
          documentSha256: hash,
        },
        {
          signatory: 'corporate',
          fullName: 'Paul Martin',
          typedName: 'Paul Martin',
          signedAt: new Date('2026-03-05T08:59:00Z'),
          ipAddress: '198.51.100.2',
          userAgent: null,
          documentSha256: hash,
        },
      ],
    });
    const text = await textOf(signed);
    expect(text).toContain('Page de signature électronique');
    expect(text).toContain(hash);
    expect(text).toContain('Hélène Lefèvre');
    expect(text).toContain('Paul Martin');
    expect(text).toContain('04/03/2026 09:15:30');
    expect(text).toContain('203.0.113.7');
    // The original pages are kept as they were.
    expect(text).toContain('Bon de commande de mission');
    expect(sha256Hex(signed)).not.toBe(hash);
  });
});

describe('contract dates', () => {
  it('write the first of the month as French does', () => {
    expect(formatDay('2026-03-01')).toBe('1er mars 2026');
    expect(formatDay('2026-03-16')).toBe('16 mars 2026');
  });
});

describe('typed names', () => {
  it('match whatever the case, the accents and the order of the words', () => {
    expect(typedNameMatches('helene LEFEVRE', 'Hélène', 'Lefèvre')).toBe(true);
    expect(typedNameMatches('Lefèvre Hélène', 'Hélène', 'Lefèvre')).toBe(true);
    expect(typedNameMatches('Hélène', 'Hélène', 'Lefèvre')).toBe(false);
    expect(typedNameMatches('Paul Martin', 'Hélène', 'Lefèvre')).toBe(false);
  });
});
