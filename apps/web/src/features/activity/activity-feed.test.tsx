import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveActivity, receiveLiveEvent } from '../team-live/live-activity-store';
import { ActivityFeed } from './activity-feed';
import { ACTIVITY_PAGE_SIZE, feedDocuments } from './activity-operations';
import { anEvent, renderForTeam } from './test-render';

const validated = anEvent({ id: '2', type: 'mission_validated' });
const viewed = anEvent({
  id: '3',
  category: 'navigation',
  type: 'page_viewed',
  technical: true,
  actor: { id: '10', fullName: 'Claire Client', role: 'corporate', profilePictureUrl: null },
});
const unknown = anEvent({ id: '4', type: 'contract_reminder_scheduled' });

const page = (includeTechnical: boolean, items: unknown[]) => ({
  request: {
    query: feedDocuments.freelance.document,
    variables: { id: '42', offset: 0, limit: ACTIVITY_PAGE_SIZE, includeTechnical },
  },
  result: { data: { freelanceActivity: { __typename: 'ActivityEventPage', count: items.length, items } } },
});

describe('the activity feed', () => {
  it('hides technical events until the switch is on', async () => {
    renderForTeam(<ActivityFeed subject="freelance" id="42" />, [
      page(false, [validated, unknown]),
      page(true, [viewed, validated, unknown]),
    ]);
    expect(await screen.findByText(/Mission validée/)).toBeInTheDocument();
    expect(screen.queryByText(/Page consultée/)).not.toBeInTheDocument();
    // A type without a message still reads as words.
    expect(screen.getByText(/Contract reminder scheduled/)).toBeInTheDocument();
    expect(screen.getByText('2 événements')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Afficher les événements techniques' }));
    expect(await screen.findByText(/Page consultée/)).toBeInTheDocument();
    expect(screen.getByText('Claire Client')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 événements')).toBeInTheDocument());
  });

  it('shows a badge when events about its subject arrive live', async () => {
    liveActivity.set({ events: [], unread: 0 });
    renderForTeam(<ActivityFeed subject="freelance" id="42" />, [page(false, [validated])]);
    expect(await screen.findByText(/Mission validée/)).toBeInTheDocument();
    act(() => {
      receiveLiveEvent(
        anEvent({ id: '9', entityType: 'freelancer', entityId: '7', createdAt: new Date().toISOString() }),
        false,
      );
      receiveLiveEvent(
        anEvent({ id: '10', entityType: 'freelancer', entityId: '42', createdAt: new Date().toISOString() }),
        false,
      );
    });
    expect(await screen.findByText('1 nouvel événement en direct')).toBeInTheDocument();
  });
});
