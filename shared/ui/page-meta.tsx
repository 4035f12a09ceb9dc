/**
 * Each page says what it is: its title, its description and, for search engines, its structured
 * data and picture. In the browser that sets the document's title and description as the visitor
 * moves between pages; on the server the renderer collects it for the page's <head> (canonical,
 * alternates, Open Graph and JSON-LD are written there from it).
 */
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageMeta {
  title: string;
  description: string;
  /** The picture a shared link shows (a path on this site, or absolute). */
  image?: string;
  /** What that picture shows, in words (og:image:alt). */
  imageAlt?: string;
  /** Open Graph's type: a course page is an article-like page of its own; the others are the website. */
  type?: 'website' | 'article';
  /** schema.org objects, each written as one JSON-LD block; given a way to make a site path absolute. */
  structuredData?: (absoluteUrl: (path: string) => string) => object[];
  /** The page is the not-found page (the server answers 404 with it). */
  notFound?: boolean;
  /** A page search engines should not list (staff sign-in): `noindex` and no canonical address. */
  noindex?: boolean;
}

/** Told each page's meta during a server render: the last page to speak is the one rendered. */
export type PageMetaCollector = (meta: PageMeta) => void;

const PageMetaContext = createContext<PageMetaCollector | undefined>(undefined);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector; children: ReactNode }) {
  return <PageMetaContext value={collector}>{children}</PageMetaContext>;
}

/** The title as the browser's tab and the server's <title> show it: the page's, then the centre's name. */
export const documentTitle = (title: string, centre: string): string => (title ? `${title} | ${centre}` : centre);

export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaContext);
  // Rendering on the server runs no effects: the page's meta is noted while it renders.
  collect?.(meta);
  const { title, description } = meta;
  const { t } = useTranslation();
  // The name the texts say (`{{centre}}`, fed from the centre's settings).
  const centre = t('common.centre_name');
  useEffect(() => {
    document.title = documentTitle(title, centre);
    let element = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    element.content = description;
  }, [title, description, centre]);
}
