// The rest of the public site's texts (shared/i18n/resources.ts explains the three groups).
import { mergeTexts } from './merge.ts';

export default mergeTexts(
  import.meta.glob(['../locales/fr/*.json', '!../locales/fr/{common,catalog,home,admin*,desktop}.json'], {
    eager: true,
    import: 'default',
  }),
);
