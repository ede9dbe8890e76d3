import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { toasts } from '../../shell/toasts';
import { FUNNEL_MISSION, TEAM_MISSION_MATCHES } from '../backoffice-matching/backoffice-matching-operations';
import { UPDATE_MATCH_STATUS } from '../matches/match-operations';
import { BACKOFFICE_LAYOUT_KEY } from './funnel-layout';
import { funnelMatches, funnelMission, moved, nicolas } from './funnel-test-fixtures';
import { FunnelView } from './funnel-view';

Element.prototype.scrollIntoView ??= () => {};

// dnd-kit measures the board: columns side by side (250 px and a gap), cards stacked in them.
const originalRect = Element.prototype.getBoundingClientRect;
/** Where the dragged card was: the overlay that follows the pointer starts there. */
let draggedFrom = new DOMRect();
function boardRect(this: Element): DOMRect {
  const el = this as HTMLElement;
  // The overlay's wrapper (what dnd-kit measures) or the overlay card itself.
  if (el.dataset.testid === 'funnel-card-overlay' || el.querySelector(':scope > [data-testid="funnel-card-overlay"]'))
    return draggedFrom;
  const columns = [...document.querySelectorAll('[data-testid^="funnel-column-"]')];
  const column = el.closest('[data-testid^="funnel-column-"]');
  const left = column ? columns.indexOf(column) * 260 : 0;
  if (el.dataset.testid?.startsWith('funnel-column-')) return new DOMRect(left, 0, 250, 600);
  if (el.dataset.testid === 'funnel-card' && column) {
    const index = [...column.querySelectorAll('[data-testid="funnel-card"]')].indexOf(el);
    return new DOMRect(left + 8, 40 + index * 120, 234, 112);
  }
  return originalRect.call(this);
}

beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event that says it is the primary pointer.
  class TestPointerEvent extends MouseEvent {
    isPrimary = true;
    pointerId = 1;
  }
  (globalThis as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent ??= TestPointerEvent;
});
beforeEach(() => {
  Element.prototype.getBoundingClientRect = boardRect;
  localStorage.removeItem(BACKOFFICE_LAYOUT_KEY);
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = originalRect;
});

/** The funnel has shown (a loaded machine may take more than the default second). */
const loaded = () => screen.findByText('Nicolas Faure', {}, { timeout: 5000 });

function setup({ refuse = false, intro = undefined as ReactNode, introReady = true } = {}) {
  const calls: Record<string, unknown>[] = [];
  // The server's matches: a move changes them, and the refetch after it reads them again.
  let server = funnelMatches;
  const mocks: MockedResponse[] = [
    { request: { query: FUNNEL_MISSION, variables: { id: '5' } }, result: { data: { mission: funnelMission } } },
    {
      request: { query: TEAM_MISSION_MATCHES, variables: { missionId: '5' } },
      result: () => ({ data: { missionMatches: server } }),
      maxUsageCount: 10,
    },
    {
      request: { query: UPDATE_MATCH_STATUS, variables: () => true },
      result: (variables) => {
        calls.push(variables);
        if (refuse) return { errors: [new GraphQLError('Étape impossible.', { extensions: { code: 605 } })] };
        const updated = moved(nicolas, variables.status, 'proposal');
        server = server.map((match) => (match.id === updated.id ? updated : match));
        return { data: { updateMatchStatus: updated } };
      },
      delay: 300,
      maxUsageCount: 10,
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>
            <FunnelView missionId="5" intro={intro} introReady={introReady} />
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return calls;
}

const column = (name: string) => screen.getByTestId(`funnel-column-${name}`);
const card = (name: string) => screen.getByText(name).closest('[data-testid="funnel-card"]') as HTMLElement;

/** Drags a card with the pointer and drops it on a column; returns the column's state mid-drag. */
async function drag(name: string, target: string): Promise<string | null> {
  const source = card(name);
  const from = source.getBoundingClientRect();
  draggedFrom = from;
  const to = column(target).getBoundingClientRect();
  const start = { clientX: from.left + 12, clientY: from.top + 60 };
  const end = { clientX: to.left + 20, clientY: from.top + 60 };
  await act(async () => {
    fireEvent.pointerDown(source, { ...start, button: 0, isPrimary: true });
  });
  await act(async () => {
    fireEvent.pointerMove(document, { clientX: start.clientX + 10, clientY: start.clientY });
  });
  // Let the board re-render with the columns that accept the card, then move over the target.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await act(async () => {
    fireEvent.pointerMove(document, end);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await act(async () => {
    fireEvent.pointerMove(document, { ...end, clientX: end.clientX + 1 });
  });
  const state = column(target).getAttribute('data-drop');
  await act(async () => {
    fireEvent.pointerUp(document, { ...end, clientX: end.clientX + 1 });
  });
  return state;
}

describe('the funnel kanban', () => {
  it('shows a skeleton until the mission and its matches have answered, then all of it at once', async () => {
    setup();
    expect(screen.getByTestId('funnel-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Retour à la mission')).toBeNull();
    await loaded();
    expect(screen.queryByTestId('funnel-skeleton')).toBeNull();
    expect(screen.getByText('Retour à la mission')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(funnelMission.title);
  });

  it('waits for its intro (a tip) to be ready and shows it above the funnel', async () => {
    setup({ intro: <p>Astuce du funnel</p>, introReady: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('funnel-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Astuce du funnel')).toBeNull();
  });

  it('shows each match in its stage, with the counts', async () => {
    setup();
    await loaded();
    expect(within(column('preselection')).getByText('Nicolas Faure')).toBeInTheDocument();
    // Where he came from: an icon on the card, its whole name for screen readers.
    expect(within(column('preselection')).getByText('Moteur de matching')).toBeInTheDocument();
    expect(within(column('teamValidation')).getByText('Sarah Lambert')).toBeInTheDocument();
    // Presented with a booked meeting: in "Rendez-vous", not "Chez le client".
    expect(within(column('meeting')).getByText('Julien Bernard')).toBeInTheDocument();
    expect(within(column('corporateValidation')).queryByText('Julien Bernard')).toBeNull();
    expect(within(column('closed')).getByText('Hugo Lemaire')).toBeInTheDocument();
    // An empty column says it once (its count), and where a card may go.
    expect(within(column('proposal')).getAllByText('Aucun profil')).toHaveLength(1);
    expect(within(column('proposal')).getByText('Glissez un profil ici')).toBeInTheDocument();
    expect(within(column('preselection')).getByText('1 profil')).toBeInTheDocument();
  });

  it('lists in "Déplacer vers…" only the columns the match may go to', async () => {
    setup();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer vers… (Nicolas Faure)' }));
    await screen.findByRole('menuitem', { name: 'Proposés' });
    const items = screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
    expect(items).toEqual(['Proposés', 'Chez le client', 'Annuler le match', 'Ouvrir la fiche du match']);
  });

  it('moves a match from the menu with the status of that column', async () => {
    const calls = setup();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer vers… (Nicolas Faure)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Proposés' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: '1', status: 'freelanceProposal' });
  });

  it('refuses a drop on a column the match may not reach, and calls nothing', async () => {
    const calls = setup();
    await loaded();
    expect(await drag('Nicolas Faure', 'application')).toBe('refused');
    expect(await drag('Nicolas Faure', 'confirmed')).toBe('refused');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(within(column('preselection')).getByText('Nicolas Faure')).toBeInTheDocument();
  });

  it('moves a dropped match with the status funnelDrop gives, at once', async () => {
    const calls = setup();
    await loaded();
    expect(await drag('Nicolas Faure', 'proposal')).toBe('allowed');
    // Optimistic: already in its new column while the server answers.
    expect(within(column('proposal')).getByText('Nicolas Faure')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ id: '1', status: 'freelanceProposal' });
  });

  it('puts the card back and says why in French when the server refuses the move', async () => {
    toasts.set([]);
    const calls = setup({ refuse: true });
    await loaded();
    await drag('Nicolas Faure', 'proposal');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(toasts.get().map((toast) => toast.messageId)).toEqual(['error.605']));
    expect(within(column('preselection')).getByText('Nicolas Faure')).toBeInTheDocument();
    expect(fr['error.605']).toMatch(/pas possible/);
  });

  it('remembers the list layout', async () => {
    setup();
    await loaded();
    fireEvent.click(screen.getByText('Liste'));
    expect(await screen.findByTestId('funnel-list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Liste/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(BACKOFFICE_LAYOUT_KEY) ?? '{}')).toMatchObject({ matches: 'list' });
  });
});
