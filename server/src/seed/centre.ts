/** The demo centre's details, which `npm run seed` stores unless staff have saved their own. */
import type { CentreSettingsInput } from '../../../shared/domain/index.ts';

export const DEMO_CENTRE_SETTINGS: CentreSettingsInput = {
  name: 'Takwin',
  address: {
    fr: 'Immeuble Les Jasmins, 3e étage\n12 rue du Lac Léman, Les Berges du Lac\n1053 Tunis, Tunisie',
    en: 'Les Jasmins building, 3rd floor\n12 rue du Lac Léman, Les Berges du Lac\n1053 Tunis, Tunisia',
    ar: 'عمارة الياسمين، الطابق الثالث\n12 نهج بحيرة ليمان، ضفاف البحيرة\n1053 تونس، الجمهورية التونسية',
  },
  phone: '+216 71 960 480',
  whatsapp: '+216 98 960 480',
  email: 'contact@takwin.tn',
  openingHours: {
    fr: 'Lundi – vendredi : 8h30 – 18h00\nSamedi : 9h00 – 13h00\nDimanche : Fermé',
    en: 'Monday – Friday: 8:30 am – 6:00 pm\nSaturday: 9:00 am – 1:00 pm\nSunday: Closed',
    ar: 'من الاثنين إلى الجمعة: 8:30 – 18:00\nالسبت: 9:00 – 13:00\nالأحد: مغلق',
  },
  latitude: 36.8432,
  longitude: 10.2426,
};
