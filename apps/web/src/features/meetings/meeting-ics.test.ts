import { describe, expect, it } from 'vitest';
import { icsDateTime, icsHref, icsText, meetingIcs } from './meeting-ics';

describe('meeting .ics', () => {
  it('writes one event in UTC, 30 minutes long, with escaped text', () => {
    const ics = meetingIcs({
      uid: 'meeting-12@orbite',
      start: new Date('2026-12-01T09:00:00.000Z'),
      title: 'Rendez-vous Orbite : Julien Bernard, data; engineer',
      description: 'Ligne 1\nLigne 2',
      url: 'https://orbite.example/enterprise/mission/5/freelancer/1/meeting',
      now: new Date('2026-11-22T14:00:00.000Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:meeting-12@orbite');
    expect(lines).toContain('DTSTAMP:20261122T140000Z');
    expect(lines).toContain('DTSTART:20261201T090000Z');
    expect(lines).toContain('DTEND:20261201T093000Z');
    expect(lines).toContain('SUMMARY:Rendez-vous Orbite : Julien Bernard\\, data\\; engineer');
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines longer than 75 characters', () => {
    const ics = meetingIcs({ uid: 'u', start: new Date('2026-12-01T09:00:00Z'), title: 'x'.repeat(200) });
    const summary = ics.split('\r\n').filter((line) => line.startsWith('SUMMARY') || line.startsWith(' x'));
    expect(summary.every((line) => line.length <= 75)).toBe(true);
    expect(summary.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'x'.repeat(200)}`);
  });

  it('formats instants and text as RFC 5545 wants', () => {
    expect(icsDateTime(new Date('2027-06-15T12:30:45.123Z'))).toBe('20270615T123045Z');
    expect(icsText('a\\b,c;d')).toBe('a\\\\b\\,c\\;d');
  });
});

describe('icsHref', () => {
  it('makes the file downloadable as a data URL', () => {
    expect(icsHref('BEGIN:VCALENDAR')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
  });
});
