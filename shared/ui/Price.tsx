/** A course's price, on the site and in the admin: the sale price first with the old price struck through, in the site's currency. */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../i18n/format.ts';

const SIZES = {
  sm: { current: 'text-sm', old: 'text-xs', gap: 'gap-x-2' },
  md: { current: 'text-lg', old: 'text-sm', gap: 'gap-x-2' },
  lg: { current: 'text-3xl', old: 'text-lg', gap: 'gap-x-3 gap-y-1' },
};

export function Price({
  price,
  salePrice,
  size = 'md',
}: {
  price: number;
  salePrice?: number;
  size?: keyof typeof SIZES;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const { current, old, gap } = SIZES[size];
  // Isolated: a price keeps its own order ("1 150 د.ت", number first) whatever text is around it.
  const amount = (value: number) => <bdi>{formatPrice(value, language)}</bdi>;
  if (salePrice === undefined) {
    return <span className={`${current} font-bold text-slate-900`}>{amount(price)}</span>;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline ${gap}`}>
      <span className={`${current} font-bold text-red-700`}>
        <span className="sr-only">{t('course_card.sale_price')} </span>
        {amount(salePrice)}
      </span>
      <s className={`${old} text-slate-600`}>
        <span className="sr-only">{t('course_card.old_price')} </span>
        {amount(price)}
      </s>
    </span>
  );
}
