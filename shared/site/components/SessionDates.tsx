import { useTranslation } from 'react-i18next';
import { dayRangeParts } from '../../i18n/format.ts';

/**
 * A session's days as the language writes them ("12–16 janv. 2027"), each date its own <time>.
 * Written without Intl (see dayRangeParts): the server and the browser write the same text.
 */
export function SessionDates({
  startDate,
  endDate,
  className,
}: {
  startDate: string;
  endDate: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const { start, separator, end } = dayRangeParts(startDate, endDate, i18n.resolvedLanguage ?? 'fr');
  return (
    <span className={className}>
      <time dateTime={startDate}>{start}</time>
      {end !== undefined && (
        <>
          {separator}
          <time dateTime={endDate}>{end}</time>
        </>
      )}
    </span>
  );
}
