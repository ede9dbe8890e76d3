import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { AuthError } from './auth-api';
import { SigninForm } from './signin-form';

const api = vi.hoisted(() => ({ signin: vi.fn(), config: vi.fn() }));
vi.mock('./auth-api', async (original) => ({
  ...(await original<typeof import('./auth-api')>()),
  authApi: { signin: api.signin },
  loadAuthConfig: api.config,
}));

beforeEach(() => {
  api.signin.mockReset();
  api.config.mockResolvedValue({
    environment: 'test',
    demo: true,
    demoAccounts: [{ email: 'freelance@demo.fr', password: 'demo1234', role: 'freelance', label: 'Freelance validé' }],
    providers: { googleTeamMember: false, googleFreelance: false, linkedIn: false },
  });
});

function show() {
  const router = createMemoryRouter(
    [
      { path: '/freelancer/signin', element: <SigninForm env="freelancer" /> },
      { path: '/freelancer/dashboard', element: <p>tableau de bord</p> },
    ],
    { initialEntries: ['/freelancer/signin'] },
  );
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </IntlProvider>,
  );
}

const email = () => screen.getByLabelText(/^Adresse e-mail/);
const password = () => screen.getByLabelText(/^Mot de passe/);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));

describe('the sign-in form', () => {
  it('points a client who came in by the freelancers’ door to their own', () => {
    show();
    expect(screen.getByText('Vous recrutez des freelances ?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion entreprise' })).toHaveAttribute('href', '/enterprise/signin');
  });

  it('checks the fields on submit, focuses the first wrong one, then checks again as they change', async () => {
    show();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
    await submit();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(email()).toHaveFocus();
    expect(api.signin).not.toHaveBeenCalled();
    fireEvent.change(email(), { target: { value: 'pas-une-adresse' } });
    expect(screen.getByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'freelance@demo.fr' } });
    expect(screen.queryByText('Saisissez une adresse e-mail valide')).toBeNull();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(1);
  });

  it('signs in with the trimmed e-mail and goes to the home of the role', async () => {
    api.signin.mockResolvedValue({ user: { id: 'u1', role: 'freelance' }, redirect: '/freelancer/dashboard' });
    show();
    fireEvent.change(email(), { target: { value: ' freelance@demo.fr ' } });
    fireEvent.change(password(), { target: { value: 'demo1234' } });
    await submit();
    expect(api.signin).toHaveBeenCalledWith({ email: 'freelance@demo.fr', password: 'demo1234' });
    expect(await screen.findByText('tableau de bord')).toBeInTheDocument();
  });

  it('shows a field error of the server on its field, focused, and another error above the form', async () => {
    show();
    fireEvent.change(email(), { target: { value: 'freelance@demo.fr' } });
    fireEvent.change(password(), { target: { value: 'mauvais' } });
    api.signin.mockRejectedValueOnce(new AuthError(550, 'email'));
    await submit();
    expect(screen.getByText('Cette adresse e-mail n’est pas valide.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    api.signin.mockRejectedValueOnce(new AuthError(555));
    await submit();
    expect(screen.getByText('E-mail ou mot de passe incorrect.')).toBeInTheDocument();
    expect(screen.queryByText('Cette adresse e-mail n’est pas valide.')).toBeNull();
  });

  it('fills the form with a demo account', async () => {
    show();
    const account = await screen.findByText('Freelance validé');
    await act(async () => fireEvent.click(account));
    expect(email()).toHaveValue('freelance@demo.fr');
    expect(password()).toHaveValue('demo1234');
  });
});
