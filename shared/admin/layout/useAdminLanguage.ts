import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterAdminLanguage, storedAdminLanguage } from '../../i18n/i18n.ts';
import { toLanguage } from '../../i18n/languages.ts';

/**
 * Puts the admin's own language (shared/i18n/i18n.ts) on screen while the calling component is
 * mounted, and gives the public site its language back after. False until the admin's language is
 * there: showing the admin before would flash it in the site's language.
 */
export function useAdminLanguage(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => toLanguage(i18n.resolvedLanguage) === storedAdminLanguage());
  // Before paint: when the texts are loaded already, the switch shows no frame in the other language.
  useLayoutEffect(() => {
    const adminLanguage = enterAdminLanguage();
    let mounted = true;
    void adminLanguage.ready
      // Texts that failed to load: the admin in the language on screen rather than no admin at all.
      .catch(() => undefined)
      .then(() => mounted && setReady(true));
    return () => {
      mounted = false;
      adminLanguage.leave();
    };
  }, []);
  return ready;
}
