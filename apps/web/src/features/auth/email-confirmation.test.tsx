import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import type { CurrentUser } from '../session/me-query';
import { SessionContext } from '../session/session-context';
import { EmailConfirmation } from './email-confirmation';
import { EmailConfirmationBanner } from './email-confirmation-banner';

afterEach(() => vi.unstubAllGlobals());

/** The API's answers, in turn, to the page's fetch calls; the calls are kept. */
function answers(...replies: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = replies.shift() ?? { status: 500, body: null };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const refusal = (code: number) => ({ status: 400, body: { errors: [{ code, message: '' }] } });

describe('the confirmation link’s page', () => {
  it('confirms the address and leads to the missions', async () => {
    const calls = answers({ status: 200, body: { email: 'ines@exemple.fr' } });
    renderWith(<EmailConfirmation token="jeton" />);
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeInTheDocument();
    expect(screen.getByText(/ines@exemple\.fr est confirmée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les missions' })).toHaveAttribute('href', '/freelancer/explore');
    expect(calls).toEqual([{ url: '/auth/email-confirmation', body: { token: 'jeton' } }]);
  });

  it('says how to get a new link when this one expired (557) or is no longer valid (554)', async () => {
    answers(refusal(557));
    const { unmount } = renderWith(<EmailConfirmation token="vieux" />);
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeInTheDocument();
    expect(screen.getByText(/valables 72 heures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon espace' })).toHaveAttribute('href', '/freelancer/dashboard');
    unmount();
    answers(refusal(554));
    renderWith(<EmailConfirmation token="remplacé" />);
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeInTheDocument();
  });

  it('asks nothing of the API without a token', async () => {
    const calls = answers();
    renderWith(<EmailConfirmation token="" />);
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

function renderBanner(emailConfirmed: boolean) {
  const user = { id: '1', email: 'ines@exemple.fr', emailConfirmed } as CurrentUser;
  return renderWith(
    <SessionContext.Provider value={{ user, loading: false }}>
      <EmailConfirmationBanner />
    </SessionContext.Provider>,
  );
}

describe('the banner of an address to confirm', () => {
  it('says where the link went and sends a new one, then asks to wait a minute', async () => {
    const calls = answers(
      { status: 202, body: { email: 'ines@exemple.fr', confirmed: false, resendAfterSeconds: 60 } },
      { status: 429, body: { errors: [{ code: 429, message: '' }] } },
    );
    renderBanner(false);
    expect(screen.getByText('Confirmez votre adresse e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Nous avons envoyé un lien à ines@exemple\.fr/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText('C’est envoyé : consultez votre boîte de réception.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText(/patientez une minute/)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/auth/email-confirmation/resend',
      '/auth/email-confirmation/resend',
    ]);
  });

  it('is not there once the address is confirmed', () => {
    renderBanner(true);
    expect(screen.queryByTestId('email-confirmation-banner')).toBeNull();
  });
});
