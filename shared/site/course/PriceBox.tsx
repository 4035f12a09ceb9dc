import { Award, type LucideIcon, Infinity as InfinityIcon, MessagesSquare } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { percentSaved } from '../../i18n/format.ts';
import { LOCALE_TAGS, toLanguage } from '../../i18n/languages.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Price } from '../../ui/Price.tsx';
import { keepClear, WhatsAppLink } from '../components/WhatsAppLink.tsx';

const INCLUDED: [LucideIcon, ParseKeys][] = [
  [InfinityIcon, 'course_page.lifetime_access'],
  [Award, 'course_page.certificate'],
  [MessagesSquare, 'course_page.support'],
];

/**
 * The price (the sale price, the old one struck through, the saving), the pre-registration call,
 * a WhatsApp question about this course and what is included.
 */
export function PriceBox({
  price,
  salePrice,
  courseTitle,
  preRegister,
}: {
  price: number;
  salePrice?: number;
  courseTitle: string;
  /** The pre-registration button's opener (dialogOpener). */
  preRegister: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const onSale = salePrice !== undefined && salePrice < price;
  const percent = onSale
    ? new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent' }).format(percentSaved(price, salePrice) / 100)
    : '';
  return (
    <section
      {...keepClear}
      aria-labelledby="price-box-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5"
    >
      <h2 id="price-box-title" className="text-sm font-semibold text-slate-600">
        {t('course_page.price_label')}
      </h2>
      <p className="mt-2 flex">
        <Price price={price} salePrice={onSale ? salePrice : undefined} size="lg" />
      </p>
      {onSale && (
        <p className="mt-2 inline-flex rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-700">
          {t('course_page.save', { percent })}
        </p>
      )}
      <button {...preRegister} className={`${primaryButton} mt-5 w-full py-3 text-base`}>
        {t('course_page.preregister')}
      </button>
      <p className="mt-2 text-center text-sm text-slate-600">{t('course_page.preregister_hint')}</p>
      <WhatsAppLink variant="button" courseTitle={courseTitle} className="mt-4" />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <h3 className="text-sm font-bold text-slate-900">{t('course_page.includes_title')}</h3>
        <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
          {INCLUDED.map(([Icon, key]) => (
            <li key={key} className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
