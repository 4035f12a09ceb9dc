import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bigAccentButton, bigOutlineButton } from './home-styles.ts';
import { useSiteText } from '../site-content.ts';

/**
 * The first screen: its text is the page's largest paint, so it depends on nothing loaded later
 * (the centre's own words come with the page).
 */
export function HeroSection() {
  const { t } = useTranslation();
  const text = useSiteText();
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -end-40 -top-40 size-[40rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--color-brand-600)_70%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -start-40 -bottom-56 size-[32rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--color-brand-600)_45%,transparent),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-12 lg:py-24">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-white/15 ring-inset">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {text('home.hero.kicker')}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl leading-tight font-bold text-balance sm:text-5xl xl:text-[3.5rem] ltr:tracking-tight"
          >
            {text('home.hero.title_start')} <span className="text-accent-300">{text('home.hero.title_highlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{text('home.hero.text')}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={bigAccentButton}>
              {t('home.hero.start')}
              <ArrowRight aria-hidden="true" className="flip-rtl size-5" />
            </Link>
            <a href="#a-propos" className={bigOutlineButton}>
              {t('home.hero.learn_more')}
            </a>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A lesson window, a certificate and a graduation cap, drawn inline: no image to wait for. */
function HeroIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 520 440" className="mx-auto hidden w-full max-w-lg lg:col-span-5 lg:block">
      <circle className="fill-brand-600" cx="270" cy="215" r="190" opacity=".35" />
      <rect className="fill-brand-900" x="90" y="92" width="340" height="240" rx="20" opacity=".5" />
      <rect x="90" y="80" width="340" height="240" rx="20" fill="#fff" />
      <path className="fill-brand-50" d="M90 124V100a20 20 0 0 1 20-20h300a20 20 0 0 1 20 20v24z" />
      <circle className="fill-accent-500" cx="116" cy="102" r="5" />
      <circle className="fill-accent-300" cx="134" cy="102" r="5" />
      <circle className="fill-brand-100" cx="152" cy="102" r="5" />
      <rect x="176" y="94" width="160" height="16" rx="8" fill="#fff" />
      <rect className="fill-brand-700" x="112" y="144" width="180" height="112" rx="12" />
      <circle className="fill-accent-400" cx="202" cy="200" r="24" />
      <path className="fill-brand-900" d="M195 188l20 12-20 12z" />
      <g className="fill-brand-100">
        <rect x="330" y="148" width="78" height="10" rx="5" />
        <rect x="330" y="180" width="62" height="10" rx="5" />
        <rect x="330" y="212" width="72" height="10" rx="5" />
        <rect x="112" y="280" width="296" height="12" rx="6" />
      </g>
      <g className="fill-brand-600">
        <circle cx="316" cy="153" r="7" />
        <circle cx="316" cy="185" r="7" />
        <circle className="fill-brand-100" cx="316" cy="217" r="7" />
        <rect x="112" y="280" width="204" height="12" rx="6" />
      </g>
      <g transform="rotate(-7 130 350)">
        <rect className="fill-brand-900" x="36" y="298" width="190" height="122" rx="14" opacity=".35" />
        <rect x="36" y="288" width="190" height="122" rx="14" fill="#fff" />
        <rect
          className="stroke-accent-300"
          x="46"
          y="298"
          width="170"
          height="102"
          rx="8"
          fill="none"
          strokeWidth="2"
        />
        <rect className="fill-brand-700" x="62" y="316" width="96" height="10" rx="5" />
        <rect className="fill-brand-100" x="62" y="336" width="120" height="7" rx="3.5" />
        <rect className="fill-brand-100" x="62" y="350" width="96" height="7" rx="3.5" />
        <path className="fill-accent-500" d="M176 378l-8 26 10-6 8 8 4-24zm20 0l8 26-10-6-8 8-4-24z" />
        <circle className="fill-accent-400 stroke-accent-500" cx="186" cy="370" r="18" strokeWidth="4" />
      </g>
      <circle className="fill-accent-400" cx="440" cy="86" r="48" />
      <path className="fill-brand-900" d="M440 62l36 16-36 16-36-16z" />
      <path className="fill-brand-900" d="M418 88v14c0 10 44 10 44 0V88l-22 10z" />
      <path className="stroke-brand-900" d="M476 78v24" strokeWidth="3" strokeLinecap="round" />
      <rect x="356" y="334" width="148" height="60" rx="16" fill="#fff" />
      <circle cx="386" cy="364" r="15" fill="#16a34a" />
      <path
        d="M379 364l5 5 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect className="fill-brand-700" x="410" y="352" width="74" height="9" rx="4.5" />
      <rect className="fill-brand-100" x="410" y="368" width="52" height="8" rx="4" />
      <path
        className="fill-accent-300"
        d="M60 120l4 10 10 4-10 4-4 10-4-10-10-4 10-4zm440 190l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"
      />
    </svg>
  );
}
