// The texts of the first page (shared/i18n/resources.ts explains the three groups).
import { mergeTexts } from './merge.ts';

export default mergeTexts(
  import.meta.glob('../locales/en/{common,catalog,home}.json', { eager: true, import: 'default' }),
);
