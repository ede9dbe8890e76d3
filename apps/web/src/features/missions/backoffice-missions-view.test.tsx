import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { BackofficeMissionsView } from './backoffice-missions-view';
import { MISSION_COMPANIES, MISSION_STATUS_COUNTS, MISSIONS, type MissionListVariables } from './missions-operations';

Element.prototype.scrollIntoView ??= () => {};

const mission = (id: number) => ({
  __typename: 'Mission',
  id: String(id),
  title: `Mission ${id}`,
  status: 'seeking',
  category: 'data',
  startDate: '2030-01-15',
  daysPerWeek: 4,
  retribution: 600,
  businessVolume: 36_000,
  huntingPriorityScore: 70,
  missingRating: null,
  dealSubStatus: null,
  ongoingStatus: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  company: { __typename: 'Company', id: '3', name: 'Lumen' },
});

function listMock(variables: MissionListVariables, count: number, ids: number[]): MockedResponse {
  return {
    request: { query: MISSIONS, variables },
    result: { data: { missions: { __typename: 'MissionPage', count, items: ids.map(mission) } } },
    maxUsageCount: 5,
  };
}

const counts: MockedResponse = {
  request: { query: MISSION_STATUS_COUNTS, variables: {} },
  result: {
    data: {
      missionStatusCounts: [
        { __typename: 'MissionStatusCount', status: 'seeking', count: 120 },
        { __typename: 'MissionStatusCount', status: 'toValidate', count: 4 },
        { __typename: 'MissionStatusCount', status: 'refused', count: 2 },
        { __typename: 'MissionStatusCount', status: 'failed', count: 3 },
      ],
    },
  },
  maxUsageCount: 5,
};

const companies: MockedResponse = {
  request: { query: MISSION_COMPANIES, variables: { search: null } },
  result: { data: { missionCompanies: [] } },
  maxUsageCount: 5,
};

const base: MissionListVariables = {
  mode: 'matching',
  sort: 'huntingPriorityScore',
  direction: 'desc',
  search: null,
  companyId: null,
  category: null,
  offset: 0,
  limit: 25,
};

const wait = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderAt(path: string, mocks: MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/backoffice/missions', element: <BackofficeMissionsView /> }], {
    initialEntries: [path],
  });
  render(
    <MockedProvider mocks={[counts, companies, ...mocks]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  await wait(20);
  return router;
}

describe('the back-office mission list', { timeout: 20_000 }, () => {
  it('asks for the page the URL names and shows it, with the tab counters', async () => {
    await renderAt('/backoffice/missions?mode=matching&q=spark&page=2&limit=50', [
      listMock({ ...base, search: 'spark', offset: 50, limit: 50 }, 120, [51, 52, 53]),
    ]);
    expect(await screen.findByText('Mission 51')).toBeInTheDocument();
    expect(screen.getAllByTestId('mission-row')).toHaveLength(3);
    expect(screen.getByText('120 missions')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /En recherche/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /En recherche/ }).textContent).toContain('99+');
    expect(screen.getByRole('tab', { name: /Archivées/ }).textContent).toContain('5');
    expect(screen.getByLabelText('Rechercher')).toHaveValue('spark');
    // 120 missions by 50: 3 pages, the second one current.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('goes back to page 1 of the new tab, keeping the filters, and pushes a new page', async () => {
    const router = await renderAt('/backoffice/missions?mode=matching&q=spark&page=2', [
      listMock({ ...base, search: 'spark', offset: 25 }, 60, [26, 27]),
      listMock({ ...base, mode: 'care', sort: 'createdAt', search: 'spark' }, 60, [1]),
      listMock({ ...base, mode: 'care', sort: 'createdAt', search: 'spark', offset: 50 }, 60, [51]),
    ]);
    await screen.findByText('Mission 26');
    fireEvent.click(screen.getByRole('tab', { name: /En contractualisation/ }));
    await wait(20);
    expect(router.state.location.search).toBe('?mode=care&q=spark');
    expect(await screen.findByText('Mission 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await wait(20);
    expect(router.state.location.search).toBe('?mode=care&q=spark&page=3');
    expect(await screen.findByText('Mission 51')).toBeInTheDocument();
  });

  it('offers only the page sizes smaller than the total, and hides the pager when one page holds all', async () => {
    await renderAt('/backoffice/missions?mode=matching', [listMock(base, 60, [1, 2])]);
    await screen.findByText('Mission 1');
    fireEvent.click(screen.getByDisplayValue('25 par page'));
    await wait();
    const sizes = screen.getByRole('listbox', { name: 'Missions par page', hidden: true });
    expect(
      within(sizes)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['25 par page', '50 par page']);
  });

  it('shows an empty state, without pager, when nothing matches', async () => {
    await renderAt('/backoffice/missions?mode=matching&category=tech', [
      listMock({ ...base, category: 'tech' }, 0, []),
    ]);
    expect(await screen.findByText('Aucune mission ici')).toBeInTheDocument();
    expect(screen.getByText(/Aucune mission ne correspond à ces filtres/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByDisplayValue('25 par page')).toBeNull();
  });
});
