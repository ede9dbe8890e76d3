import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../shell/toasts';
import { BOOK_TIME_SLOT } from '../meetings/meeting-operations';
import { SlotPicker } from './slot-picker';
import { matchOf, meetingOf } from './test-fixtures';
import { renderWith } from './test-render';

const slots = [
  { id: '21', dateTime: '2026-11-24T09:00:00.000Z' },
  { id: '22', dateTime: '2026-11-25T13:30:00.000Z' },
].map((slot) => ({ ...slot, booked: false, label: '' }));

const book = (result: MockedResponse['result'], calls: string[] = []): MockedResponse => ({
  request: { query: BOOK_TIME_SLOT, variables: { slotId: '22' } },
  result: () => {
    calls.push('22');
    return result as never;
  },
});

function pickSecond(mocks: MockedResponse[]) {
  const onStale = vi.fn();
  renderWith(<SlotPicker slots={slots} onStale={onStale} />, mocks);
  const confirm = screen.getByRole('button', { name: 'Confirmer ce créneau' });
  expect(confirm).toBeDisabled();
  // The slots read in Paris time, whatever the browser's zone.
  fireEvent.click(screen.getByRole('radio', { name: 'Mercredi 25 novembre 2026 à 14:30' }));
  fireEvent.click(confirm);
  return { onStale };
}

describe('choosing a meeting slot', { timeout: 20_000 }, () => {
  beforeEach(() => toasts.set([]));

  it('books the chosen slot', async () => {
    const calls: string[] = [];
    const booked = matchOf('1', '5', 'corporateValidation', 'meetingSet', {
      meeting: meetingOf('booked', [{ id: '22', dateTime: slots[1]!.dateTime, booked: true }]),
    });
    const { onStale } = pickSecond([book({ data: { bookTimeSlot: booked } }, calls)]);
    await vi.waitFor(() => expect(toasts.get()).toHaveLength(1));
    expect(calls).toEqual(['22']);
    expect(toasts.get()[0]).toMatchObject({ type: 'success', messageId: 'freelancerMissions.meeting.booked' });
    expect(onStale).not.toHaveBeenCalled();
  });

  it('says in French that a slot was already chosen (614), and reloads the slots', async () => {
    const { onStale } = pickSecond([book({ errors: [new GraphQLError('taken', { extensions: { code: 614 } })] })]);
    expect(await screen.findByText('Un créneau a déjà été choisi pour cette mission.')).toBeInTheDocument();
    expect(onStale).toHaveBeenCalled();
    expect(toasts.get()).toEqual([]);
  });

  it('says in French that the slot is no longer available (615)', async () => {
    pickSecond([book({ errors: [new GraphQLError('gone', { extensions: { code: 615 } })] })]);
    expect(await screen.findByText('Ce créneau n’est plus disponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer ce créneau' })).toBeDisabled();
  });
});
