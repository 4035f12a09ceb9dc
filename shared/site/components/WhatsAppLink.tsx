/**
 * A conversation with the centre on WhatsApp (wa.me opens the app on phones, WhatsApp Web
 * elsewhere), its first message written in the page's language. Nothing when the centre has no
 * WhatsApp number in its settings.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentreSettings } from '../centre-settings.ts';
import { BrandIcon } from './BrandIcon.tsx';
import { whatsappHref } from '../../ui/contact-links.ts';

/**
 * Marks what the floating button must never cover (a price card, a sessions strip, a course
 * card): it steps aside while one of them passes under it.
 */
export const keepClear = { 'data-keep-clear': '' } as const;

/** Whether the floating button `link` sits over something marked with `keepClear`, followed as the page scrolls. */
function useCoversContent(link: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = link.current?.getBoundingClientRect();
      if (!button) return;
      const overlaps = [...document.querySelectorAll('[data-keep-clear]')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top;
      });
      setCovers(overlaps);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content arriving (a list loading, a page changing) moves things under the button too.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [link]);
  return covers;
}

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
  if (variant === 'floating') return <FloatingWhatsAppLink href={href} label={t('whatsapp.floating_label')} />;
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

/** The round button in a corner of every public page; it steps aside (hidden, out of the Tab order) while it would cover what `keepClear` marks. */
function FloatingWhatsAppLink({ href, label }: { href: string; label: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const covers = useCoversContent(link);
  return (
    <a
      ref={link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={`fixed end-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-[#1f7a4d] p-3 sm:px-4 text-sm font-semibold text-white shadow-lg ring-1 ring-black/5 transition hover:bg-[#19663f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1f7a4d] sm:end-6 sm:bottom-6 ${covers ? 'invisible opacity-0' : 'opacity-100'}`}
    >
      <BrandIcon brand="whatsapp" className="size-6 sm:size-5" />
      {/* A round icon on phones, where the button sits over the content. */}
      <span className="sr-only sm:not-sr-only">WhatsApp</span>
    </a>
  );
}
