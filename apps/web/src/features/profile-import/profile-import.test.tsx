import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { APPLY_PROFILE_IMPORT, type ProfileImport } from './profile-import-operations';
import { ProfileImportReview } from './profile-import-review';
import {
  IMPORT_POLL_LIMIT_MS,
  importKindOf,
  importOutcome,
  keptItems,
  type PollingInput,
  shouldPollImport,
} from './profile-import-rules';
import { useImportWatch } from './use-import-watch';

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

describe('useImportWatch (the 6-minute cap counts from when the page starts watching)', () => {
  afterEach(() => vi.useRealTimers());

  it('caps an import found `doing` on page load at 6 minutes, then "check again" watches 6 more', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useImportWatch({ hasFreelancer: true, fetching: false, status: 'doing' }));
    expect(result.current).toMatchObject({ polling: true, timedOut: false });
    act(() => vi.advanceTimersByTime(IMPORT_POLL_LIMIT_MS - 5_000));
    expect(result.current.polling).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toMatchObject({ polling: false, timedOut: true });
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ polling: true, timedOut: false });
    act(() => vi.advanceTimersByTime(IMPORT_POLL_LIMIT_MS));
    expect(result.current).toMatchObject({ polling: false, timedOut: true });
  });

  it('stops at once on done, and a later import gets a fresh 6 minutes', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ status }: { status: 'doing' | 'done' }) => useImportWatch({ hasFreelancer: true, fetching: false, status }),
      { initialProps: { status: 'doing' as 'doing' | 'done' } },
    );
    act(() => vi.advanceTimersByTime(IMPORT_POLL_LIMIT_MS - 60_000));
    rerender({ status: 'done' });
    expect(result.current).toMatchObject({ polling: false, timedOut: false });
    act(() => vi.advanceTimersByTime(60_000));
    rerender({ status: 'doing' });
    act(() => vi.advanceTimersByTime(IMPORT_POLL_LIMIT_MS - 5_000));
    expect(result.current.polling).toBe(true);
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
    skills: [{ key: 's1', name: 'TypeScript', skillId: '12', skillName: 'TypeScript' }],
    languages: [],
  },
};

/** The review of this import, in French, with these answers to its mutations (errors kept with the data). */
function renderReview(imp: ProfileImport, mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} defaultOptions={{ mutate: { errorPolicy: 'all' } }}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <ProfileImportReview imp={imp} onClose={() => {}} />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('ProfileImportReview', () => {
  it('ticks every item, unticks one and edits another inline', () => {
    renderReview(imp, []);
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

  it('lets the freelancer correct the proposed LinkedIn URL and shows the server’s 639 on that field', async () => {
    const url = 'https://www.linkedin.com/in/julien-bernard';
    const withUrl: ProfileImport = { ...imp, proposal: { ...imp.proposal!, linkedInUrl: url } };
    const refused = {
      request: {
        query: APPLY_PROFILE_IMPORT,
        variables: ({ accepted }: { accepted: { linkedInUrl: boolean; linkedInUrlValue?: string | null } }) =>
          accepted.linkedInUrl && accepted.linkedInUrlValue === 'linkedin.com/company/lumen',
      },
      result: {
        errors: [
          new GraphQLError('Adresse de profil LinkedIn invalide.', {
            extensions: { code: 639, field: 'linkedInUrl' },
          }),
        ],
      },
    };
    renderReview(withUrl, [refused]);
    const field = screen.getByLabelText('Adresse du profil LinkedIn') as HTMLInputElement;
    expect(field.value).toBe(url);
    fireEvent.change(field, { target: { value: 'linkedin.com/company/lumen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la sélection (3)' }));
    expect(await screen.findByText('Cette adresse LinkedIn n’est pas valide.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a skill matched by an alias under the catalogue’s name, and sends the CV’s item back as it came', async () => {
    const airflow = { key: 's2', name: 'Airflow', skillId: '40', skillName: 'Apache Airflow' };
    const withAlias: ProfileImport = {
      ...imp,
      proposal: { ...imp.proposal!, experiences: [], skills: [...imp.proposal!.skills, airflow] },
    };
    const sent = vi.fn((_skills: Record<string, unknown>[]) => true);
    const applied = {
      request: {
        query: APPLY_PROFILE_IMPORT,
        variables: ({ accepted }: { accepted: { skills: Record<string, unknown>[] } }) =>
          sent(accepted.skills) as boolean,
      },
      result: { errors: [new GraphQLError('stop')] },
    };
    renderReview(withAlias, [applied]);
    expect(screen.getByRole('checkbox', { name: 'Apache Airflow' })).toBeTruthy();
    expect(screen.getByText('Lu dans le CV : Airflow')).toBeTruthy();
    // The same name in both: nothing more said.
    expect(screen.getByRole('checkbox', { name: 'TypeScript' })).toBeTruthy();
    expect(screen.queryByText('Lu dans le CV : TypeScript')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la sélection (2)' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith([
      { key: 's1', name: 'TypeScript', skillId: '12' },
      { key: 's2', name: 'Airflow', skillId: '40' },
    ]);
  });
});
