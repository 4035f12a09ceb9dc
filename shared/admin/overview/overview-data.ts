/** The overview's data (shared/api/inbox.ts) as its screen reads it, and how it words ages and scales its chart. */
import { useQuery } from '@tanstack/react-query';
import { fetchInboxOverview, INBOX_OVERVIEW_KEY } from '../../api/inbox.ts';

export const useInboxOverview = () =>
  useQuery({
    queryKey: INBOX_OVERVIEW_KEY,
    queryFn: ({ signal }) => fetchInboxOverview(signal),
  });

const DAY = 86_400_000;
/** Each unit, its length, and from when it is used: days up to two weeks, weeks up to two months. */
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['year', 365 * DAY, 365 * DAY],
  ['month', 30 * DAY, 60 * DAY],
  ['week', 7 * DAY, 14 * DAY],
  ['day', DAY, DAY],
  ['hour', 3_600_000, 3_600_000],
  ['minute', 60_000, 60_000],
];

/** How long ago `iso` was, in whole units ("il y a 3 jours", "قبل 3 أسابيع"). */
export function relativeAge(iso: string, now: number, locale: string): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size, from] of UNITS) {
    if (elapsed >= from) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

/** A round top for the count axis and its steps: 0, 2, 4, 6 rather than 0, 1.75, 3.5... */
export function countTicks(max: number, wanted = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
