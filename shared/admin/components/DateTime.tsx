/** When a request arrived: the day, then the hour (under it in a table, beside it in a card or, `inline`, anywhere). */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format.ts';
import { TIME_ONLY } from './inbox-kit.ts';

export function DateTime({ iso, inline = false }: { iso: string; inline?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} className={`inline-flex flex-wrap gap-x-2 whitespace-nowrap ${inline ? '' : 'md:flex-col'}`}>
      <span>{formatDate(iso, i18n.language)}</span>
      <span className={inline ? 'text-slate-600' : 'text-slate-600 md:text-xs'}>
        {formatDate(iso, i18n.language, TIME_ONLY)}
      </span>
    </time>
  );
}
