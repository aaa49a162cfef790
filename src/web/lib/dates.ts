/**
 * A 'YYYY-MM-DD' calendar date as local midnight. `new Date('2024-02-14')` would be UTC midnight,
 * which west of Greenwich is still the 13th.
 */
export function parseLocalDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  return new Date(year, month - 1, day);
}

/** Day, month and year in the reader's language ('14 de febrero de 2024', 'February 14, 2024'). */
export function formatLongDate(isoDate: string, language: string): string {
  const date = parseLocalDate(isoDate);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date) : isoDate;
}
