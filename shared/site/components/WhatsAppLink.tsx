/**
 * A conversation with the centre on WhatsApp (wa.me opens the app on phones, WhatsApp Web
 * elsewhere), its first message written in the page's language. Nothing when the centre has no
 * WhatsApp number in its settings.
 */
import { useTranslation } from 'react-i18next';
import { useCentreSettings } from '../centre-settings.ts';
import { BrandIcon } from './BrandIcon.tsx';
import { whatsappHref } from '../../ui/contact-links.ts';

interface WhatsAppLinkProps {
  /** The course the visitor asks about; without it, a general question. */
  courseTitle?: string;
  /** 'floating': the round button kept in a corner of every public page. */
  variant: 'floating' | 'button';
  className?: string;
}

export function WhatsAppLink({ courseTitle, variant, className = '' }: WhatsAppLinkProps) {
  const { t } = useTranslation();
  const settings = useCentreSettings();
  if (!settings?.whatsapp) return null;
  const message = courseTitle ? t('whatsapp.course_message', { course: courseTitle }) : t('whatsapp.general_message');
  const href = whatsappHref(settings.whatsapp, message);
  if (variant === 'floating') {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.floating_label')}
        className="fixed end-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-[#1f7a4d] p-3 sm:px-4 text-sm font-semibold text-white shadow-lg ring-1 ring-black/5 transition hover:bg-[#19663f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1f7a4d] sm:end-6 sm:bottom-6"
      >
        <BrandIcon brand="whatsapp" className="size-6 sm:size-5" />
        {/* A round icon on phones, where the button sits over the content. */}
        <span className="sr-only sm:not-sr-only">WhatsApp</span>
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex w-full items-center justify-center gap-2 rounded-xl border border-[#1f7a4d] px-4 py-3 text-sm font-semibold text-[#1f7a4d] transition hover:bg-[#1f7a4d]/5 ${className}`}
    >
      <BrandIcon brand="whatsapp" className="size-5" />
      {t('whatsapp.course_button')}
    </a>
  );
}
