// The texts only the admin screens use, in the browser or the desktop app (see shared/i18n/resources.ts).
import { mergeTexts } from './merge.ts';

export default mergeTexts(import.meta.glob('../locales/ar/{admin*,desktop}.json', { eager: true, import: 'default' }));
