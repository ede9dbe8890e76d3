/*
 * "Add to calendar": a booked meeting as an iCalendar file (RFC 5545) that every calendar opens.
 * Times are written in UTC, so the calendar shows them in its own zone.
 */

/** The length a meeting is booked for in the calendar. */
export const MEETING_DURATION_MINUTES = 30;

export interface MeetingEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding a second one. */
  uid: string;
  start: Date;
  durationMinutes?: number;
  title: string;
  description?: string | null;
  url?: string | null;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

/** 20261201T133000Z */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Text escaped as RFC 5545 wants it: backslash, semicolon, comma and new lines. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets folded with CRLF and a space (counted in characters, close enough for French). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 75) {
    parts.push(rest.slice(0, 75));
    rest = ` ${rest.slice(75)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function meetingIcs(event: MeetingEvent): string {
  const end = new Date(event.start.getTime() + (event.durationMinutes ?? MEETING_DURATION_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Orbite//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.now ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Saves the file through a temporary link (the browser's download). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file as a data: URL, for a plain download link. */
export function icsHref(content: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(content)}`;
}
