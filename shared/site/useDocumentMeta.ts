import { useEffect } from 'react';

/** Sets the page's <title> and meta description (each route, in the current language). */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Takwin` : 'Takwin';
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
