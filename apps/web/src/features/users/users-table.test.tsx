import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import { USERS_PAGE_SIZE } from './users-limits';
import { BACKOFFICE_USERS, type UserRow } from './users-operations';
import { UsersTable } from './users-table';

const row = (id: string, fullName: string, role: UserRow['role']): UserRow => ({
  id,
  email: `${id}@demo.fr`,
  fullName,
  role,
  freelance: role === 'freelancer' ? { id: `f${id}`, status: 'validated' } : null,
  corporate:
    role === 'corporate' ? { id: `c${id}`, role: 'admin', company: { id: '9', name: 'Lumen Analytics' } } : null,
  teamMember: role === 'teamMember' ? { id: `t${id}` } : null,
});

describe('the back office’s users table', () => {
  it('offers to impersonate freelancers and client users only, never staff nor oneself', async () => {
    const users = [
      row('1', 'Camille Moreau', 'teamMember'),
      row('2', 'Nadia Roussel', 'teamMember'),
      row('3', 'Julien Bernard', 'freelancer'),
      row('4', 'Sophie Durand', 'corporate'),
    ];
    renderWith(<UsersTable currentUserId="1" />, [
      {
        request: { query: BACKOFFICE_USERS, variables: { search: null, offset: 0, limit: USERS_PAGE_SIZE } },
        result: { data: { users: { count: users.length, items: users } } },
      },
    ]);
    const line = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await line('Julien Bernard')).getByRole('button', { name: /Incarner/ })).toBeInTheDocument();
    expect(within(await line('Sophie Durand')).getByRole('button', { name: /Incarner/ })).toBeInTheDocument();
    expect(within(await line('Nadia Roussel')).queryByRole('button')).toBeNull();
    expect(within(await line('Camille Moreau')).queryByRole('button')).toBeNull();
    // Each client and freelancer leads to their page, a client's company to its own; the team has no page.
    const link = async (name: string, text: string) =>
      within(await line(name))
        .getByRole('link', { name: text })
        .getAttribute('href');
    expect(await link('Julien Bernard', 'Julien Bernard')).toBe('/backoffice/freelancers/f3');
    expect(await link('Sophie Durand', 'Sophie Durand')).toBe('/backoffice/corporates/c4');
    expect(await link('Sophie Durand', 'Lumen Analytics')).toBe('/backoffice/companies/9');
    expect(within(await line('Nadia Roussel')).queryByRole('link')).toBeNull();
  });
});
