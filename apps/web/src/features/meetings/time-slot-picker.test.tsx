import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { match, meeting, slot } from '../enterprise-matches/match-fixtures';
import { renderWithProviders } from '../enterprise-matches/test-providers';
import { PROPOSE_TIME_SLOTS } from './meeting-operations';
import { ProposeSlotsModal } from './propose-slots-modal';
import { initialSlotRows, type SlotRow } from './slot-rows';
import { TimeSlotPicker } from './time-slot-picker';

// Sunday 22 November 2026, 15:00 in Paris (UTC+1).
const NOW = new Date('2026-11-22T14:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function Picker({ allowNight = false, initial = initialSlotRows(1, '2026-11-22') }) {
  const [rows, setRows] = useState<SlotRow[]>(initial);
  return <TimeSlotPicker value={rows} onChange={setRows} allowNight={allowNight} />;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TimeSlotPicker', { timeout: 20_000 }, () => {
  it('adds slots 8 days ahead plus their index, up to 10', () => {
    renderWithProviders(<Picker />);
    const add = screen.getByRole('button', { name: 'Ajouter un créneau' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getByText('lundi 30/11/2026')).toBeInTheDocument();
    expect(screen.getByText('mardi 01/12/2026')).toBeInTheDocument();
    expect(screen.getByText('mercredi 02/12/2026')).toBeInTheDocument();
    expect(screen.getByText('3 / 10 créneaux')).toBeInTheDocument();
    for (let i = 0; i < 7; i++) fireEvent.click(add);
    expect(screen.getAllByTestId('slot-row')).toHaveLength(10);
    expect(add).toBeDisabled();
  });

  it('offers the day view only (08:00 to 19:30) without allowNight', () => {
    renderWithProviders(<Picker />);
    const times = optionsOf('Heure 1');
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('19:30');
    expect(times).toHaveLength(24);
    expect(times).not.toContain('20:00');
    expect(screen.queryByRole('radio', { name: /Nuit/ })).not.toBeInTheDocument();
  });

  it('gives team members a night view, after midnight on the next morning', () => {
    renderWithProviders(<Picker allowNight />);
    fireEvent.click(screen.getByRole('radio', { name: 'Nuit (20 h – 8 h)' }));
    const times = optionsOf('Heure 1');
    expect(times[0]).toBe('20:00');
    expect(times).toContain('02:00 (lendemain)');
    expect(times).not.toContain('10:00');
  });

  it('flags the second copy of a slot', () => {
    const [first] = initialSlotRows(1, '2026-11-22') as [SlotRow];
    renderWithProviders(<Picker initial={[first, { ...first, key: 'copy' }]} />);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Ce créneau est déjà proposé.']);
    expect(within(screen.getAllByTestId('slot-row')[1] as HTMLElement).getByRole('alert')).toBeInTheDocument();
  });
});

describe('ProposeSlotsModal', { timeout: 20_000 }, () => {
  it('sends the default slots as Paris instants', async () => {
    const presented = match({ id: '7' });
    const sent: string[][] = [];
    const onClose = vi.fn();
    const slots = ['2026-11-30T09:00:00.000Z', '2026-12-01T09:00:00.000Z', '2026-12-02T09:00:00.000Z'];
    const mock = {
      request: { query: PROPOSE_TIME_SLOTS, variables: { id: '7', slots } },
      result: () => {
        sent.push(slots);
        return {
          data: {
            proposeTimeSlots: {
              ...presented,
              selected: true,
              meeting: meeting({ slots: slots.map((at, i) => slot(String(i), at)) as never }),
            },
          },
        };
      },
    };
    renderWithProviders(<ProposeSlotsModal opened onClose={onClose} match={presented} />, [mock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Proposer ces 3 créneaux' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([slots]);
  });

  it('refuses to send a duplicate', async () => {
    const previous = [slot('1', '2026-12-01T09:00:00.000Z'), slot('2', '2026-12-01T09:30:00.000Z')];
    const presented = match({ id: '8', selected: true, meeting: meeting({ slots: previous as never }) });
    const onClose = vi.fn();
    renderWithProviders(<ProposeSlotsModal opened onClose={onClose} match={presented} />);
    expect(await screen.findByText('Nouveaux créneaux pour Julien Bernard')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Heure 2'), { target: { value: '10:00' } });
    expect(screen.getByText('Ce créneau est déjà proposé.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Proposer ces 2 créneaux' }));
    expect(await screen.findByText('Corrigez les créneaux signalés avant de les envoyer.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
