import { describe, expect, it } from 'vitest';
import { initialSlotRows, newSlotRow, rowInstant, rowOfInstant, rowsForProposal, slotProposal } from './slot-rows';

// Sunday 22 November 2026, 15:00 in Paris (winter time, UTC+1).
const now = new Date('2026-11-22T14:00:00Z');
const row = (day: string | null, time: string | null, view: 'day' | 'night' = 'day') => ({
  key: day ?? '',
  day,
  time,
  view,
});

describe('slot rows', () => {
  it('starts each new row 8 days ahead plus its index, at 10:00', () => {
    expect(initialSlotRows(3, '2026-11-22').map((r) => r.day)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(newSlotRow(5, '2026-11-22')).toMatchObject({ day: '2026-12-05', time: '10:00', view: 'day' });
  });

  it('reads a row as a Paris instant, winter and summer', () => {
    expect(rowInstant(row('2026-12-01', '10:00'))?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(rowInstant(row('2027-06-15', '14:30'))?.toISOString()).toBe('2027-06-15T12:30:00.000Z');
    expect(rowInstant(row(null, '10:00'))).toBeNull();
  });

  it('puts night times after midnight on the next morning, and reads them back', () => {
    const late = row('2026-12-01', '02:30', 'night');
    const instant = rowInstant(late) as Date;
    expect(instant.toISOString()).toBe('2026-12-02T01:30:00.000Z');
    expect(rowOfInstant(instant)).toMatchObject({ day: '2026-12-01', time: '02:30', view: 'night' });
    expect(rowOfInstant(new Date('2026-12-01T21:00:00Z'))).toMatchObject({
      day: '2026-12-01',
      time: '22:00',
      view: 'night',
    });
  });

  it('sends ISO instants once every row passes', () => {
    const result = slotProposal([row('2026-12-01', '10:00'), row('2026-12-01', '10:30')], now);
    expect(result).toEqual({ ok: true, slots: ['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z'] });
  });

  it('flags the second copy of a slot, a day out of range, a night time and a missing part', () => {
    const result = slotProposal(
      [
        row('2026-12-01', '10:00'),
        row('2026-12-01', '10:00'),
        row('2026-11-22', '10:00'),
        row('2026-12-03', '22:00', 'night'),
        row('2026-12-04', null),
      ],
      now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([null, 'duplicate', 'outOfRange', 'outOfDayView', 'required']);
    expect(slotProposal([row('2026-12-03', '22:00', 'night')], now, { allowNight: true }).ok).toBe(true);
    expect(slotProposal([row('2027-11-23', '10:00')], now).ok).toBe(false);
  });

  it('refuses an empty proposal and a disallowed day', () => {
    expect(slotProposal([], now)).toMatchObject({ ok: false, reason: 'empty' });
    expect(slotProposal([row('2026-12-25', '10:00')], now, { disallowed: ['2026-12-25'] })).toMatchObject({
      ok: false,
      reason: 'outOfRange',
    });
  });

  it('pre-fills a new proposal with the future slots of the last one, else default rows', () => {
    const rows = rowsForProposal(
      ['2026-12-02T09:00:00.000Z', '2026-11-20T09:00:00.000Z', '2026-12-01T13:30:00.000Z'],
      now,
    );
    expect(rows.map((r) => [r.day, r.time])).toEqual([
      ['2026-12-01', '14:30'],
      ['2026-12-02', '10:00'],
    ]);
    expect(rowsForProposal([], now).map((r) => r.day)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });
});
