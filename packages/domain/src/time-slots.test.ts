import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DAY_VIEW,
  defaultSlotDate,
  isOnSlotStep,
  isSlotDateAllowed,
  MAX_SLOTS_PER_PROPOSAL,
  MIN_SLOTS_PER_PROPOSAL,
  NIGHT_VIEW,
  parisDateTime,
  parisParts,
  SLOT_STEP_MINUTES,
  slotDateBounds,
  slotLabel,
  slotTimesOfDay,
  validateSlotProposal,
} from './time-slots';

const at = (iso: string) => new Date(iso);

describe('slot times and days', () => {
  it('keeps the spec’s constants', () => {
    expect(SLOT_STEP_MINUTES).toBe(30);
    expect(DAY_VIEW).toEqual({ startHour: 8, endHour: 20 });
    expect(NIGHT_VIEW).toEqual({ startHour: 20, endHour: 8 });
    expect([MIN_SLOTS_PER_PROPOSAL, MAX_SLOTS_PER_PROPOSAL]).toEqual([1, 10]);
  });

  it('offers half-hour starts from 08:00 to 19:30 by day', () => {
    const day = slotTimesOfDay('day');
    expect(day).toHaveLength(24);
    expect(day.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(day.at(-1)).toBe('19:30');
  });

  it('offers 20:00 to 07:30 the next morning by night, and the two views cover the whole day', () => {
    const night = slotTimesOfDay('night');
    expect(night).toHaveLength(24);
    expect(night.slice(0, 2)).toEqual(['20:00', '20:30']);
    expect(night.slice(7, 10)).toEqual(['23:30', '00:00', '00:30']);
    expect(night.at(-1)).toBe('07:30');
    expect(new Set([...slotTimesOfDay('day'), ...night]).size).toBe(48);
  });

  describe('default slot date', () => {
    afterEach(() => vi.useRealTimers());

    it('is 8 days after today, plus the row index', () => {
      expect(defaultSlotDate(0, '2026-05-04')).toBe('2026-05-12');
      expect(defaultSlotDate(2, '2026-05-04')).toBe('2026-05-14');
      expect(defaultSlotDate(1, '2026-12-27')).toBe('2027-01-05');
    });

    it('counts from today in Paris by default', () => {
      vi.useFakeTimers({ now: at('2026-05-04T22:30:00Z') }); // 00:30 on 5 May in Paris
      expect(defaultSlotDate(0)).toBe('2026-05-13');
    });
  });

  it('bounds slot days from tomorrow to one year ahead', () => {
    expect(slotDateBounds('2026-05-04')).toEqual({ min: '2026-05-05', max: '2027-05-04' });
    expect(slotDateBounds('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-12-31' });
    expect(slotDateBounds('2028-02-29')).toEqual({ min: '2028-03-01', max: '2029-02-28' });
  });

  it('allows a day within the bounds and not disallowed, edges included', () => {
    const today = '2026-05-04';
    expect(isSlotDateAllowed('2026-05-03', today)).toBe(false);
    expect(isSlotDateAllowed('2026-05-04', today)).toBe(false);
    expect(isSlotDateAllowed('2026-05-05', today)).toBe(true);
    expect(isSlotDateAllowed('2027-05-04', today)).toBe(true);
    expect(isSlotDateAllowed('2027-05-05', today)).toBe(false);
    expect(isSlotDateAllowed('2026-05-12', today, ['2026-05-12'])).toBe(false);
    expect(isSlotDateAllowed('2026-05-13', today, ['2026-05-12'])).toBe(true);
    expect(isSlotDateAllowed('2026-02-30', '2026-01-01')).toBe(false);
    expect(isSlotDateAllowed('5 May', today)).toBe(false);
  });
});

describe('Paris wall-clock times', () => {
  it('converts in winter and in summer', () => {
    expect(parisDateTime('2026-01-15', '14:30')).toEqual(at('2026-01-15T13:30:00Z'));
    expect(parisDateTime('2026-07-15', '14:30')).toEqual(at('2026-07-15T12:30:00Z'));
    expect(parisDateTime('2026-07-15', '00:00')).toEqual(at('2026-07-14T22:00:00Z'));
  });

  it('converts on the spring change (29 March 2026), moving the skipped hour forward', () => {
    expect(parisDateTime('2026-03-28', '08:00')).toEqual(at('2026-03-28T07:00:00Z'));
    expect(parisDateTime('2026-03-29', '01:30')).toEqual(at('2026-03-29T00:30:00Z'));
    expect(parisDateTime('2026-03-29', '02:30')).toEqual(at('2026-03-29T01:30:00Z'));
    expect(parisDateTime('2026-03-29', '03:00')).toEqual(at('2026-03-29T01:00:00Z'));
    expect(parisDateTime('2026-03-29', '08:00')).toEqual(at('2026-03-29T06:00:00Z'));
  });

  it('converts on the autumn change (25 October 2026), taking the first of a repeated time', () => {
    expect(parisDateTime('2026-10-25', '01:30')).toEqual(at('2026-10-24T23:30:00Z'));
    expect(parisDateTime('2026-10-25', '02:30')).toEqual(at('2026-10-25T00:30:00Z'));
    expect(parisDateTime('2026-10-25', '03:00')).toEqual(at('2026-10-25T02:00:00Z'));
    expect(parisDateTime('2026-10-25', '08:00')).toEqual(at('2026-10-25T07:00:00Z'));
    expect(parisDateTime('2026-10-26', '08:00')).toEqual(at('2026-10-26T07:00:00Z'));
  });

  it('refuses what is not a day and a time', () => {
    expect(() => parisDateTime('2026-02-30', '08:00')).toThrow(RangeError);
    expect(() => parisDateTime('2026-05-04', '24:00')).toThrow(RangeError);
    expect(() => parisDateTime('2026-05-04', '8:00')).toThrow(RangeError);
    expect(() => parisDateTime('2026-05-04', '08:60')).toThrow(RangeError);
  });

  it('reads an instant back as a Paris day and time', () => {
    expect(parisParts(at('2026-05-04T22:30:00Z'))).toEqual({ day: '2026-05-05', time: '00:30' });
    expect(parisParts(at('2026-01-15T13:30:59Z'))).toEqual({ day: '2026-01-15', time: '14:30' });
    expect(parisParts(at('2026-10-25T00:30:00Z'))).toEqual({ day: '2026-10-25', time: '02:30' });
    expect(parisParts(at('2026-10-25T01:30:00Z'))).toEqual({ day: '2026-10-25', time: '02:30' });
  });

  it('round-trips every slot time of both views on both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-03-30', '2026-10-26']) {
      for (const time of [...slotTimesOfDay('day'), ...slotTimesOfDay('night')]) {
        if (day === '2026-03-29' && time.startsWith('02:')) continue; // does not exist in Paris
        expect(parisParts(parisDateTime(day, time)), `${day} ${time}`).toEqual({ day, time });
      }
    }
  });
});

describe('slot steps', () => {
  it('accepts the hour and the half hour, to the millisecond', () => {
    expect(isOnSlotStep(at('2026-05-05T08:00:00Z'))).toBe(true);
    expect(isOnSlotStep(at('2026-05-05T08:30:00Z'))).toBe(true);
    expect(isOnSlotStep(parisDateTime('2026-10-25', '02:30'))).toBe(true);
    expect(isOnSlotStep(at('2026-05-05T08:15:00Z'))).toBe(false);
    expect(isOnSlotStep(at('2026-05-05T08:30:01Z'))).toBe(false);
    expect(isOnSlotStep(at('2026-05-05T08:30:00.001Z'))).toBe(false);
    expect(isOnSlotStep(new Date(Number.NaN))).toBe(false);
  });
});

describe('slot proposals', () => {
  const now = at('2026-05-04T10:00:00Z'); // noon on 4 May in Paris
  const slot = (day: string, time: string) => parisDateTime(day, time);
  const check = (instants: Date[], opts?: { allowNight?: boolean; disallowed?: string[] }) =>
    validateSlotProposal(instants, now, opts);
  const fault = (reason: string) => ({ ok: false, reason });

  it('takes one to ten slots', () => {
    expect(check([])).toEqual(fault('empty'));
    expect(check([slot('2026-05-05', '08:00')])).toEqual({ ok: true });
    const ten = Array.from({ length: 10 }, (_, i) => slot('2026-05-12', slotTimesOfDay('day')[i]!));
    expect(check(ten)).toEqual({ ok: true });
    expect(check([...ten, slot('2026-05-13', '08:00')])).toEqual(fault('tooMany'));
  });

  it('refuses a slot off the half-hour steps', () => {
    expect(check([new Date(slot('2026-05-12', '10:00').getTime() + 15 * 60_000)])).toEqual(fault('notOnStep'));
    expect(check([new Date(slot('2026-05-12', '10:00').getTime() + 1_000)])).toEqual(fault('notOnStep'));
  });

  it('takes days from tomorrow to one year ahead, judged in Paris', () => {
    expect(check([slot('2026-05-04', '19:30')])).toEqual(fault('outOfRange'));
    expect(check([slot('2026-05-05', '08:00')])).toEqual({ ok: true });
    expect(check([slot('2027-05-04', '19:30')])).toEqual({ ok: true });
    expect(check([slot('2027-05-05', '08:00')])).toEqual(fault('outOfRange'));
    // At 00:30 on 5 May in Paris (still 4 May in UTC), 5 May is today and no longer allowed.
    const late = at('2026-05-04T22:30:00Z');
    expect(validateSlotProposal([slot('2026-05-05', '19:00')], late)).toEqual(fault('outOfRange'));
    expect(validateSlotProposal([slot('2026-05-06', '08:00')], late)).toEqual({ ok: true });
    expect(validateSlotProposal([slot('2027-05-05', '08:00')], late)).toEqual({ ok: true });
  });

  it('refuses a disallowed day as out of range', () => {
    expect(check([slot('2026-05-12', '10:00')], { disallowed: ['2026-05-12'] })).toEqual(fault('outOfRange'));
  });

  it('keeps to the day view unless the night is allowed', () => {
    for (const time of ['08:00', '19:30']) expect(check([slot('2026-05-12', time)])).toEqual({ ok: true });
    for (const time of ['07:30', '20:00', '00:00', '02:30']) {
      expect(check([slot('2026-05-12', time)])).toEqual(fault('outOfDayView'));
      expect(check([slot('2026-05-12', time)], { allowNight: true })).toEqual({ ok: true });
    }
  });

  it('keeps to the day view in Paris time on the change days', () => {
    expect(check([slot('2026-10-25', '08:00'), slot('2026-10-25', '19:30')])).toEqual({ ok: true });
    expect(check([at('2026-10-25T06:30:00Z')])).toEqual(fault('outOfDayView')); // 07:30 in Paris
    const march = at('2026-03-01T10:00:00Z');
    expect(validateSlotProposal([at('2026-03-29T06:00:00Z')], march)).toEqual({ ok: true }); // 08:00 in Paris
    expect(validateSlotProposal([at('2026-03-29T05:30:00Z')], march)).toEqual(fault('outOfDayView')); // 07:30
    expect(validateSlotProposal([at('2026-03-29T17:30:00Z')], march)).toEqual({ ok: true }); // 19:30
    expect(validateSlotProposal([at('2026-03-29T18:00:00Z')], march)).toEqual(fault('outOfDayView')); // 20:00
  });

  it('refuses the same slot twice', () => {
    const a = slot('2026-05-12', '10:00');
    expect(check([a, slot('2026-05-12', '10:30'), new Date(a)])).toEqual(fault('duplicate'));
  });

  it('gives the first fault in slot order', () => {
    expect(check([slot('2026-05-12', '07:00'), slot('2026-05-04', '10:00')])).toEqual(fault('outOfDayView'));
    expect(check([slot('2026-05-04', '07:00'), slot('2026-05-12', '07:00')])).toEqual(fault('outOfRange'));
  });
});

describe('slot labels', () => {
  it('reads a slot in Paris time, in French by default', () => {
    expect(slotLabel(parisDateTime('2026-12-01', '14:30'))).toBe('mardi 1er décembre 2026 à 14:30');
    expect(slotLabel(parisDateTime('2026-07-14', '09:00'))).toBe('mardi 14 juillet 2026 à 09:00');
    expect(slotLabel(at('2026-12-01T23:30:00Z'))).toBe('mercredi 2 décembre 2026 à 00:30');
  });

  it('follows another locale when asked', () => {
    expect(slotLabel(parisDateTime('2026-12-01', '14:30'), 'en-GB')).toBe('Tuesday, 1 December 2026 at 14:30');
  });
});
