/** A course's price: the sale price first with the old price struck through, in the site's currency. */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../i18n/format.ts';

export function Price({ price, salePrice, size = 'md' }: { price: number; salePrice?: number; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const main = size === 'lg' ? 'text-3xl' : 'text-lg';
  if (salePrice === undefined) {
    return <span className={`${main} font-bold text-slate-900`}>{formatPrice(price, language)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`${main} font-bold text-red-700`}>
        <span className="sr-only">{t('course_card.sale_price')} </span>
        {formatPrice(salePrice, language)}
      </span>
      <s className="text-sm text-slate-600">
        <span className="sr-only">{t('course_card.old_price')} </span>
        {formatPrice(price, language)}
      </s>
    </span>
  );
}
