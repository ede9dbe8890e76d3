import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { TeamAudience } from '../../ui/audience';
import { AvailabilityField } from './availability-field';
import type { AvailabilityActions } from './use-availability-actions';

const actions = { state: 'idle', setAvailable: vi.fn(), snooze: vi.fn() } as unknown as AvailabilityActions;

function show(view: Parameters<typeof AvailabilityField>[0]['view'], availabilityDate: string | null, team = false) {
  const field = <AvailabilityField view={view} availabilityDate={availabilityDate} actions={actions} />;
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>{team ? <TeamAudience>{field}</TeamAudience> : field}</MantineProvider>
    </IntlProvider>,
  );
}

describe('AvailabilityField', () => {
  it('shows the switch alone while the freelancer is available', () => {
    show({ kind: 'available' }, null);
    expect(screen.getByRole('switch', { name: 'Je suis disponible' })).toBeChecked();
    expect(screen.queryByText('Indisponible jusqu’au')).toBeNull();
  });

  it('asks until when once unavailable', () => {
    show({ kind: 'until', day: '2027-02-01' }, '2027-02-01');
    expect(screen.getByRole('switch', { name: 'Je suis disponible' })).not.toBeChecked();
    expect(screen.getByText('Indisponible jusqu’au')).toBeInTheDocument();
  });

  it('speaks of the freelancer, not as them, on the team’s page', () => {
    show({ kind: 'available' }, null, true);
    expect(screen.getByRole('switch', { name: 'Disponible' })).toBeChecked();
  });
});
