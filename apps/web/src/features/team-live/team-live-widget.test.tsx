import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anEvent, renderForTeam } from '../activity/test-render';
import { LiveActivityDrawer } from './live-activity-drawer';
import { liveActivity, receiveLiveEvent } from './live-activity-store';
import { ActivityButton } from './team-live-widget';

describe('the live activity of the team', () => {
  it('counts 99+ on the Activité button above 99', () => {
    renderForTeam(<ActivityButton unread={150} onOpen={() => {}} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Activité/ })).toBeInTheDocument();
  });

  it('shows no badge with nothing new, and opens on click', () => {
    const onOpen = vi.fn();
    renderForTeam(<ActivityButton unread={0} onOpen={onOpen} />);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Activité' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('lists live events newest first, counting those that arrive while closed', () => {
    liveActivity.set({ events: [], unread: 0 });
    receiveLiveEvent(anEvent({ id: '1', type: 'mission_created' }), false);
    receiveLiveEvent(anEvent({ id: '2', type: 'deal_signed' }), false);
    receiveLiveEvent(anEvent({ id: '2', type: 'deal_signed' }), false); // a duplicate delivery counts once
    expect(liveActivity.get().unread).toBe(2);
    renderForTeam(<LiveActivityDrawer opened onClose={() => {}} />);
    const items = screen.getAllByTestId('live-event').map((item) => item.textContent);
    expect(items[0]).toMatch(/Contrat signé/);
    expect(items[1]).toMatch(/Mission créée/);
  });

  it('says when there is nothing new', () => {
    liveActivity.set({ events: [], unread: 0 });
    renderForTeam(<LiveActivityDrawer opened onClose={() => {}} />);
    expect(screen.getByText('Rien de neuf pour l’instant')).toBeInTheDocument();
  });
});
