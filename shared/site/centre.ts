/** The centre's own details, shown in the footer and on the contact page. */
export const CENTRE = {
  name: 'Takwin',
  phone: '+216 71 960 480',
  email: 'contact@takwin.tn',
  /** Address lines by language; the street stays as written on the building. */
  address: {
    fr: ['Immeuble Les Jasmins, 3e étage', '12 rue du Lac Léman, Les Berges du Lac', '1053 Tunis, Tunisie'],
    en: ['Les Jasmins building, 3rd floor', '12 rue du Lac Léman, Les Berges du Lac', '1053 Tunis, Tunisia'],
    ar: ['عمارة الياسمين، الطابق الثالث', '12 نهج بحيرة ليمان، ضفاف البحيرة', '1053 تونس، الجمهورية التونسية'],
  },
} as const;
