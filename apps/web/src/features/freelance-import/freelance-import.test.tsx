import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import type { FreelanceImport, FreelanceImportRow } from './freelance-import-operations';
import { reportCsv } from './freelance-import-rules';
import { ImportPreviewTable } from './import-preview-table';
import { ImportReport } from './import-report';

const row = (line: number, extra: Partial<FreelanceImportRow> = {}): FreelanceImportRow => ({
  line,
  firstName: `Prénom${line}`,
  lastName: `Nom${line}`,
  email: `p${line}@exemple.fr`,
  linkedInUrl: null,
  errors: [],
  duplicateOf: null,
  freelanceId: null,
  ...extra,
});

const rows: FreelanceImportRow[] = Array.from({ length: 30 }, (_, i) => row(i + 2));
rows[3] = row(5, { email: null, errors: ['E-mail manquant.'] });
rows[28] = row(30, { duplicateOf: 'ligne 2' });

const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MockedProvider mocks={[]}>
          <MemoryRouter>{ui}</MemoryRouter>
        </MockedProvider>
      </IntlProvider>
    </MantineProvider>,
  );

afterEach(cleanup);

describe('ImportPreviewTable', () => {
  it('pages the rows, shows a row in error with its message and a duplicate with what it repeats', () => {
    wrap(<ImportPreviewTable rows={rows} />);
    const bad = screen.getByText('E-mail manquant.').closest('tr') as HTMLElement;
    expect(bad.dataset.state).toBe('error');
    expect(within(bad).getByText('En erreur')).toBeTruthy();
    expect(screen.queryByText('Doublon de : ligne 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    const duplicate = screen.getByText('Doublon de : ligne 2').closest('tr') as HTMLElement;
    expect(duplicate.dataset.state).toBe('duplicate');
    expect(within(duplicate).getByText('Prénom30 Nom30')).toBeTruthy();
  });

  it('shows only the rows to fix when asked', () => {
    wrap(<ImportPreviewTable rows={rows} />);
    fireEvent.click(screen.getByText('À corriger (2)'));
    const lines = screen.getAllByRole('row').slice(1);
    expect(lines.map((tr) => tr.dataset.state)).toEqual(['error', 'duplicate']);
  });
});

const done: FreelanceImport = {
  id: '9',
  fileName: 'candidats.csv',
  status: 'imported',
  totalRows: 3,
  validRows: 1,
  errorRows: 1,
  duplicateRows: 1,
  importedCount: 1,
  failureReason: null,
  createdAt: '2026-11-22T21:00:00Z',
  importedAt: '2026-11-22T21:01:00Z',
  rows: [row(2, { freelanceId: '41' }), row(3, { errors: ['TJM invalide.'] }), row(4, { duplicateOf: 'ligne 2' })],
};

describe('ImportReport', () => {
  it('gives the counts, the skipped rows with their reasons and links to the created profiles', () => {
    wrap(<ImportReport imp={done} />);
    expect(screen.getByText('1 pré-inscrit créé.')).toBeTruthy();
    expect(within(screen.getByText('TJM invalide.').closest('tr') as HTMLElement).getByText('3')).toBeTruthy();
    expect(screen.getByText('Doublon de : ligne 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prénom2 Nom2' }).getAttribute('href')).toBe('/backoffice/freelancers/41');
    expect(screen.getByRole('button', { name: 'Télécharger le rapport (CSV)' })).toBeTruthy();
    // The pre-users created can be invited at once, under a campaign named after the file.
    const invites = screen.getByRole('region', { name: 'Inviter les pré-inscrits importés' });
    expect(
      within(invites)
        .getByRole('textbox', { name: /Campagne/ })
        .getAttribute('value'),
    ).toBe('candidats');
    expect(within(invites).getByRole('button', { name: 'Envoyer le lien de bienvenue' })).toBeTruthy();
  });

  it('says a failed run created nothing, and why', () => {
    wrap(
      <ImportReport
        imp={{
          ...done,
          status: 'failed',
          importedCount: 0,
          failureReason: 'Ligne 3 : déjà utilisé.',
          rows: done.rows.map((r) => ({ ...r, freelanceId: null })),
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Ligne 3 : déjà utilisé.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Inviter les pré-inscrits importés' })).toBeNull();
  });

  it('writes a CSV report with one line per row and its reasons', () => {
    const csv = reportCsv(done.rows, {
      header: ['Ligne', 'Prénom', 'Nom', 'E-mail', 'Résultat', 'Motifs'],
      imported: 'Importé',
      error: 'En erreur',
      duplicate: 'Doublon',
      notImported: 'Non importé',
      duplicateOf: (of) => `Doublon de : ${of}`,
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFLigne;Prénom;Nom;E-mail;Résultat;Motifs',
      '2;Prénom2;Nom2;p2@exemple.fr;Importé;',
      '3;Prénom3;Nom3;p3@exemple.fr;En erreur;TJM invalide.',
      '4;Prénom4;Nom4;p4@exemple.fr;Doublon;Doublon de : ligne 2',
      '',
    ]);
  });
});
