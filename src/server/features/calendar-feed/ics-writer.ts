/**
 * A small RFC 5545 writer: just what the calendar feed needs (all-day events, one yearly rule),
 * with the text escaping (3.3.11), CRLF line ends and 75-octet folding (3.1) the RFC requires.
 */
export interface IcsAllDayEvent {
  /** Stable across polls, so a calendar app updates the entry instead of adding another. */
  uid: string;
  /** 'YYYY-MM-DD' */
  date: string;
  summary: string;
  description?: string | null;
  /** RRULE value, e.g. 'FREQ=YEARLY'. */
  rule?: string;
}

export interface IcsCalendar {
  name: string;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  stamp: Date;
  events: IcsAllDayEvent[];
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits a content line into 75-octet pieces, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const basicDate = (isoDate: string) => isoDate.replace(/-/g, '');

function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(event: IcsAllDayEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    // All-day: the end is exclusive, the next day.
    `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.rule) lines.push(`RRULE:${event.rule}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

export function writeIcsCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Juntos//Calendar feed//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    // A hint some apps follow (Apple, Outlook); Google polls on its own schedule.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
