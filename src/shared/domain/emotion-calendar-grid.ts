/** 0 = Sunday ... 6 = Saturday, as `Date.getUTCDay()` counts. */
export type TWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A month: `{ year: 2026, month: 2 }` is February 2026 (months count from 1). */
export interface TYearMonth {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const yearMonthOf = (isoDate: string): TYearMonth => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

export const formatYearMonth = ({ year, month }: TYearMonth) => `${year}-${pad(month)}`;

export function addMonths({ year, month }: TYearMonth, delta: number): TYearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const compareYearMonth = (a: TYearMonth, b: TYearMonth) =>
  a.year * 12 + a.month - (b.year * 12 + b.month);

/**
 * The weeks of a month as rows of seven ISO dates, `null` for the cells before the first day
 * and after the last. The emotion calendar starts its weeks on Sunday (`firstWeekday` 0).
 */
export function monthGrid({ year, month }: TYearMonth, firstWeekday: TWeekday = 0) {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const leading = (firstDay - firstWeekday + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
