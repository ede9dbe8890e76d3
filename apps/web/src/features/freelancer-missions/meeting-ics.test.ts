import { describe, expect, it } from 'vitest';
import { icsHref, icsText, meetingIcs } from './meeting-ics';

describe('the meeting calendar file', () => {
  const file = meetingIcs(
    {
      uid: 'meeting-9@orbite',
      start: new Date('2026-11-25T13:30:00.000Z'),
      title: 'Rendez-vous Orbite : Data, Spark; Airflow',
      url: 'https://orbite.example/freelancer/missions/5/meeting',
    },
    new Date('2026-11-22T10:00:00.000Z'),
  );

  it('holds one half-hour event in UTC, with CRLF line ends', () => {
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:meeting-9@orbite',
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20261125T133000Z',
        'DTEND:20261125T140000Z',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(file.endsWith('\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and new lines in texts', () => {
    expect(file).toContain('SUMMARY:Rendez-vous Orbite : Data\\, Spark\\; Airflow');
    expect(icsText('a\nb\\c')).toBe('a\\nb\\\\c');
  });

  it('is downloadable as a data URL', () => {
    expect(icsHref('BEGIN:VCALENDAR')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
  });
});
