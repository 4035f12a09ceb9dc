/** The logos of the networks the centre links to, drawn inline: the site loads nothing from elsewhere. */
import { siFacebook, siInstagram, siWhatsapp } from 'simple-icons';

// simple-icons has no LinkedIn logo (LinkedIn asked for its removal): a plain "in" mark instead.
const LINKEDIN_PATH =
  'M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2ZM8 19H5V9.5h3V19ZM6.5 8.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4ZM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.9v1.3c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.5 2 3.5 4.6V19Z';

const PATHS = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  linkedin: LINKEDIN_PATH,
  whatsapp: siWhatsapp.path,
} as const;

export type Brand = keyof typeof PATHS;

export function BrandIcon({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" fillRule="evenodd" d={PATHS[brand]} />
    </svg>
  );
}
