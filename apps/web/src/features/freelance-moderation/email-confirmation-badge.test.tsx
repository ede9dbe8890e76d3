import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { toasts } from '../../shell/toasts';
import { renderWith } from '../freelancer-missions/test-render';
import { EmailConfirmationBadge } from './email-confirmation-badge';
import { RESEND_FREELANCER_EMAIL_CONFIRMATION } from './identity-operations';

const request = { query: RESEND_FREELANCER_EMAIL_CONFIRMATION, variables: { freelanceId: '12' } };

describe('the team’s « E-mail non confirmé » badge', () => {
  beforeEach(() => toasts.set([]));

  it('mails a new link and says where it went, or asks to wait a minute', async () => {
    renderWith(<EmailConfirmationBadge freelanceId="12" email="claire@demo.fr" />, [
      { request, result: { data: { resendFreelancerEmailConfirmation: true } } },
      { request, result: { errors: [new GraphQLError('Patientez', { extensions: { code: 429 } })] } },
    ]);
    expect(screen.getByText('E-mail non confirmé')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() =>
      expect(toasts.get()).toEqual([
        expect.objectContaining({
          type: 'success',
          messageId: 'boFreelancer.emailResent',
          values: { email: 'claire@demo.fr' },
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() =>
      expect(toasts.get().at(-1)).toEqual(
        expect.objectContaining({ type: 'error', messageId: 'boFreelancer.emailResendWait' }),
      ),
    );
  });
});
