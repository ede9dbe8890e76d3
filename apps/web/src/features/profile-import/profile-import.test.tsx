import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import type { ProfileImport } from './profile-import-operations';
import { ProfileImportReview } from './profile-import-review';
import {
  IMPORT_POLL_LIMIT_MS,
  importKindOf,
  importOutcome,
  keptItems,
  type PollingInput,
  shouldPollImport,
} from './profile-import-rules';

afterEach(cleanup);

const base: PollingInput = { hasFreelancer: true, fetching: false, status: 'doing', startedAt: 0, now: 10_000 };

describe('shouldPollImport (spec 001 "LinkedIn import")', () => {
  it('polls while the last import is doing', () => {
    expect(shouldPollImport(base)).toBe(true);
    expect(shouldPollImport({ ...base, startedAt: null })).toBe(true);
  });

  it('polls while fetching before any status is known', () => {
    expect(shouldPollImport({ ...base, status: null, fetching: true })).toBe(true);
    expect(shouldPollImport({ ...base, status: null, fetching: false })).toBe(false);
  });

  it('stops on none, done or failed', () => {
    for (const status of ['none', 'done', 'failed'] as const) {
      expect(shouldPollImport({ ...base, status })).toBe(false);
      expect(shouldPollImport({ ...base, status, fetching: true })).toBe(false);
    }
  });

  it('stops after 6 minutes', () => {
    expect(shouldPollImport({ ...base, now: IMPORT_POLL_LIMIT_MS - 1 })).toBe(true);
    expect(shouldPollImport({ ...base, now: IMPORT_POLL_LIMIT_MS })).toBe(false);
    expect(IMPORT_POLL_LIMIT_MS).toBe(360_000);
  });

  it('never polls without a freelancer', () => {
    expect(shouldPollImport({ ...base, hasFreelancer: false })).toBe(false);
  });
});

describe('importOutcome', () => {
  it('gives success on doing → done and error on doing → failed, nothing otherwise', () => {
    expect(importOutcome('doing', 'done')).toBe('success');
    expect(importOutcome('doing', 'failed')).toBe('error');
    expect(importOutcome('doing', 'doing')).toBeNull();
    expect(importOutcome(null, 'done')).toBeNull();
    expect(importOutcome('done', 'failed')).toBeNull();
  });
});

describe('importKindOf', () => {
  it('maps each tab’s files to their kind and refuses the others', () => {
    expect(importKindOf('linkedin', { name: 'Basic_LinkedInDataExport.zip', type: 'application/zip' })).toBe(
      'linkedinExport',
    );
    expect(importKindOf('linkedin', { name: 'Profile.PDF', type: 'application/pdf' })).toBe('linkedinPdf');
    expect(importKindOf('linkedin', { name: 'cv.docx', type: '' })).toBeNull();
    expect(importKindOf('cv', { name: 'cv.pdf', type: 'application/pdf' })).toBe('cvPdf');
    expect(importKindOf('cv', { name: 'cv.docx', type: '' })).toBe('cvDocx');
    expect(importKindOf('cv', { name: 'archive.zip', type: 'application/zip' })).toBeNull();
  });
});

describe('keptItems', () => {
  it('keeps the ticked items in order with their edits', () => {
    const items = [
      { key: 'a', title: 'Développeur' },
      { key: 'b', title: 'Stagiaire' },
      { key: 'c', title: 'Lead' },
    ];
    expect(keptItems(items, new Set(['b']), { c: { title: 'Lead technique' } })).toEqual([
      { key: 'a', title: 'Développeur' },
      { key: 'c', title: 'Lead technique' },
    ]);
  });
});

const imp: ProfileImport = {
  id: '41',
  kind: 'cvPdf',
  status: 'done',
  error: null,
  fileName: 'cv-julien.pdf',
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:05.000Z',
  appliedAt: null,
  discarded: false,
  proposal: {
    identity: null,
    linkedInUrl: null,
    experiences: [
      {
        key: 'e1',
        title: 'Développeur React',
        company: 'Lumen',
        location: 'Lyon',
        startDate: '2021-01',
        endDate: null,
        description: null,
      },
      {
        key: 'e2',
        title: 'Stagiaire',
        company: 'Banque Rhône',
        location: null,
        startDate: '2019-03',
        endDate: '2019-08',
        description: null,
      },
    ],
    education: [],
    skills: [{ key: 's1', name: 'TypeScript', skillId: '12' }],
    languages: [],
  },
};

describe('ProfileImportReview', () => {
  it('ticks every item, unticks one and edits another inline', () => {
    render(
      <MockedProvider mocks={[]}>
        <IntlProvider locale="fr-FR" messages={fr}>
          <MantineProvider>
            <ProfileImportReview imp={imp} onClose={() => {}} />
          </MantineProvider>
        </IntlProvider>
      </MockedProvider>,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Enregistrer la sélection (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Stagiaire/ }));
    expect(screen.getByRole('button', { name: 'Enregistrer la sélection (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Développeur React · Lumen »' }));
    fireEvent.change(screen.getByLabelText('Intitulé du poste'), { target: { value: 'Lead React' } });
    expect(screen.getByRole('checkbox', { name: /Lead React · Lumen/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ignorer' })).toBeTruthy();
  });
});
