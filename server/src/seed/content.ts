/**
 * The demo content of `npm run seed`: four instructors and ten courses covering every category
 * (most with upcoming sessions) and three testimonials,
 * written in French, English and Arabic like the admin would enter them. Prices are in TND.
 */
import type { CourseInput, InstructorInput, SessionInput, TestimonialInput } from '../../../shared/domain/index.ts';
import type { Portrait } from './artwork.ts';

export interface SeedInstructor extends InstructorInput {
  portrait: Portrait;
}

/** A course as the admin form would send it, its instructor named rather than referenced by id. */
export interface SeedCourse extends Omit<CourseInput, 'instructor'> {
  instructorName: string;
}

export const SEED_INSTRUCTORS: SeedInstructor[] = [
  {
    name: 'Amira Ben Salah',
    title: {
      fr: 'Ingénieure logiciel & formatrice',
      en: 'Software engineer & trainer',
      ar: 'مهندسة برمجيات ومدرّبة',
    },
    portrait: {
      skin: '#e2a97e',
      hair: '#3b2418',
      hairStyle: 'long',
      clothes: '#0e7c86',
      outfit: 'blouse',
      background: ['#d9f2ee', '#b7e3dc'],
      glasses: true,
    },
  },
  {
    name: 'Karim Trabelsi',
    title: {
      fr: 'Consultant en marketing digital et gestion de projet',
      en: 'Digital marketing and project management consultant',
      ar: 'مستشار في التسويق الرقمي وإدارة المشاريع',
    },
    portrait: {
      skin: '#c68857',
      hair: '#1c1410',
      hairStyle: 'short',
      clothes: '#12355b',
      outfit: 'blazer',
      background: ['#dbeafe', '#bcd7f5'],
      beard: true,
    },
  },
  {
    name: 'Leila Gharbi',
    title: {
      fr: 'Designer UX/UI & directrice artistique',
      en: 'UX/UI designer & art director',
      ar: 'مصمّمة واجهات وتجربة المستخدم ومديرة فنية',
    },
    portrait: {
      skin: '#f0c7a2',
      hair: '#b45309',
      hairStyle: 'hijab',
      clothes: '#0f4c81',
      outfit: 'blouse',
      background: ['#fdf0d8', '#f8dcae'],
    },
  },
  {
    name: 'Youssef Haddad',
    title: {
      fr: 'Coach en communication & formateur d’anglais professionnel',
      en: 'Communication coach & business English trainer',
      ar: 'مدرّب في التواصل ومكوّن في الإنجليزية المهنية',
    },
    portrait: {
      skin: '#a86b45',
      hair: '#2a1d17',
      hairStyle: 'curly',
      clothes: '#f59e0b',
      outfit: 'sweater',
      background: ['#e8e4fb', '#d2cbf3'],
      glasses: true,
    },
  },
];

export const SEED_COURSES: SeedCourse[] = [
  {
    title: {
      fr: 'Développement web full-stack avec JavaScript',
      en: 'Full-Stack Web Development with JavaScript',
      ar: 'تطوير الويب المتكامل باستخدام JavaScript',
    },
    description: {
      fr: 'Concevez et déployez des applications web complètes, de l’interface React jusqu’à l’API Node.js et la base de données. La formation alterne apports théoriques courts et ateliers pratiques autour d’un projet fil rouge. Vous repartez avec une application en ligne à présenter à vos futurs employeurs.',
      en: 'Design and deploy complete web applications, from the React interface to the Node.js API and the database. Short theory sessions alternate with hands-on workshops built around a single project. You leave with a live application to show future employers.',
      ar: 'صمّم وانشر تطبيقات ويب متكاملة، من واجهة React إلى واجهة برمجة التطبيقات المبنية بـ Node.js وقاعدة البيانات. يجمع التكوين بين دروس نظرية قصيرة وورشات تطبيقية حول مشروع واحد متكامل. وستغادر ومعك تطبيق منشور على الإنترنت تعرضه على أصحاب العمل.',
    },
    learnings: {
      fr: [
        'Structurer une interface moderne avec HTML, CSS et React',
        'Créer une API REST sécurisée avec Node.js',
        'Modéliser et interroger une base de données SQL',
        'Déployer une application et automatiser ses tests',
      ],
      en: [
        'Build a modern interface with HTML, CSS and React',
        'Create a secure REST API with Node.js',
        'Model and query a SQL database',
        'Deploy an application and automate its tests',
      ],
      ar: [
        'بناء واجهة حديثة باستخدام HTML وCSS وReact',
        'إنشاء واجهة برمجة REST آمنة باستخدام Node.js',
        'تصميم قاعدة بيانات SQL والاستعلام عنها',
        'نشر التطبيق وأتمتة اختباراته',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Les fondamentaux du web', en: 'Web fundamentals', ar: 'أساسيات الويب' },
        content: {
          fr: 'HTML sémantique, CSS moderne (Flexbox, Grid) et bases de JavaScript.',
          en: 'Semantic HTML, modern CSS (Flexbox, Grid) and JavaScript basics.',
          ar: 'لغة HTML الدلالية وCSS الحديثة (Flexbox وGrid) وأساسيات JavaScript.',
        },
      },
      {
        title: { fr: 'Interfaces avec React', en: 'Interfaces with React', ar: 'بناء الواجهات باستخدام React' },
        content: {
          fr: 'Composants, état, routage et consommation d’une API.',
          en: 'Components, state, routing and consuming an API.',
          ar: 'المكوّنات والحالة والتوجيه والتعامل مع واجهة برمجية.',
        },
      },
      {
        title: { fr: 'API et base de données', en: 'API and database', ar: 'واجهة برمجية وقاعدة بيانات' },
        content: {
          fr: 'Node.js, Fastify, SQL, authentification et validation des données.',
          en: 'Node.js, Fastify, SQL, authentication and data validation.',
          ar: 'Node.js وFastify وSQL والمصادقة والتحقق من صحة البيانات.',
        },
      },
      {
        title: { fr: 'Projet et mise en production', en: 'Project and deployment', ar: 'المشروع والنشر' },
        content: {
          fr: 'Tests automatisés, déploiement et présentation du projet final devant un jury.',
          en: 'Automated tests, deployment and presentation of the final project to a panel.',
          ar: 'الاختبارات الآلية والنشر وتقديم المشروع النهائي أمام لجنة تقييم.',
        },
      },
    ],
    category: 'Informatique',
    duration: { fr: '4 mois', en: '4 months', ar: '4 أشهر' },
    price: 1800,
    salePrice: 1490,
    skillLevel: 'Intermédiaire',
    learningPace: 'Classique',
    isPublished: true,
    instructorName: 'Amira Ben Salah',
  },
  {
    title: {
      fr: 'Python pour l’analyse de données',
      en: 'Python for Data Analysis',
      ar: 'لغة Python لتحليل البيانات',
    },
    description: {
      fr: 'Apprenez à nettoyer, analyser et visualiser des données réelles avec Python, pandas et Jupyter. Chaque séance part d’un cas concret issu de l’entreprise : ventes, ressources humaines ou enquêtes clients. Aucune expérience de la programmation n’est requise.',
      en: 'Learn to clean, analyse and visualise real data with Python, pandas and Jupyter. Every session starts from a concrete business case: sales, human resources or customer surveys. No programming experience is required.',
      ar: 'تعلّم تنظيف البيانات الحقيقية وتحليلها وتمثيلها بصريًا باستخدام Python وpandas وJupyter. تنطلق كل حصة من حالة عملية من واقع المؤسسات: المبيعات أو الموارد البشرية أو استبيانات العملاء. ولا تُشترط أي خبرة سابقة في البرمجة.',
    },
    learnings: {
      fr: [
        'Écrire des scripts Python clairs et réutilisables',
        'Importer et nettoyer des données avec pandas',
        'Produire des graphiques parlants avec Matplotlib',
        'Présenter une analyse dans un notebook Jupyter',
      ],
      en: [
        'Write clear, reusable Python scripts',
        'Import and clean data with pandas',
        'Produce telling charts with Matplotlib',
        'Present an analysis in a Jupyter notebook',
      ],
      ar: [
        'كتابة سكربتات Python واضحة وقابلة لإعادة الاستخدام',
        'استيراد البيانات وتنظيفها باستخدام pandas',
        'إنتاج رسوم بيانية معبّرة باستخدام Matplotlib',
        'تقديم تحليل متكامل في دفتر Jupyter',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Premiers pas en Python', en: 'First steps in Python', ar: 'الخطوات الأولى في Python' },
        content: {
          fr: 'Variables, listes, boucles et fonctions à travers de petits exercices.',
          en: 'Variables, lists, loops and functions through short exercises.',
          ar: 'المتغيرات والقوائم والحلقات والدوال من خلال تمارين قصيرة.',
        },
      },
      {
        title: {
          fr: 'Manipuler les données avec pandas',
          en: 'Working with data in pandas',
          ar: 'معالجة البيانات باستخدام pandas',
        },
        content: {
          fr: 'Lecture de fichiers Excel et CSV, filtres, regroupements et valeurs manquantes.',
          en: 'Reading Excel and CSV files, filtering, grouping and missing values.',
          ar: 'قراءة ملفات Excel وCSV والتصفية والتجميع ومعالجة القيم المفقودة.',
        },
      },
      {
        title: { fr: 'Visualisation', en: 'Visualisation', ar: 'التمثيل البصري للبيانات' },
        content: {
          fr: 'Choisir le bon graphique et le rendre lisible pour un public non technique.',
          en: 'Choosing the right chart and making it readable for a non-technical audience.',
          ar: 'اختيار الرسم البياني المناسب وجعله مفهومًا لجمهور غير متخصص.',
        },
      },
      {
        title: { fr: 'Projet d’analyse', en: 'Analysis project', ar: 'مشروع تحليلي' },
        content: {
          fr: 'Étude complète d’un jeu de données et restitution des conclusions.',
          en: 'A full study of a dataset and presentation of the findings.',
          ar: 'دراسة كاملة لمجموعة بيانات وعرض الاستنتاجات.',
        },
      },
    ],
    category: 'Informatique',
    duration: { fr: '10 semaines', en: '10 weeks', ar: '10 أسابيع' },
    price: 1200,
    skillLevel: 'Débutant',
    learningPace: 'Intensif',
    isPublished: true,
    instructorName: 'Amira Ben Salah',
  },
  {
    title: {
      fr: 'Marketing digital et réseaux sociaux',
      en: 'Digital Marketing and Social Media',
      ar: 'التسويق الرقمي ووسائل التواصل الاجتماعي',
    },
    description: {
      fr: 'Construisez une stratégie de présence en ligne cohérente pour votre entreprise ou vos clients. Vous apprendrez à définir vos cibles, planifier vos contenus et piloter vos campagnes sur Facebook, Instagram et LinkedIn. Les études de cas portent sur des marques tunisiennes.',
      en: 'Build a consistent online presence strategy for your business or your clients. You will learn to define your audiences, plan your content and run campaigns on Facebook, Instagram and LinkedIn. The case studies feature Tunisian brands.',
      ar: 'ابنِ استراتيجية حضور رقمي متماسكة لمؤسستك أو لعملائك. ستتعلّم تحديد جمهورك المستهدف وتخطيط المحتوى وإدارة الحملات على فيسبوك وإنستغرام ولينكدإن. وتتناول دراسات الحالة علامات تجارية تونسية.',
    },
    learnings: {
      fr: [
        'Définir des personas et un positionnement clair',
        'Bâtir un calendrier éditorial efficace',
        'Lancer et optimiser des campagnes publicitaires payantes',
        'Mesurer les résultats avec les bons indicateurs',
      ],
      en: [
        'Define personas and a clear positioning',
        'Build an effective editorial calendar',
        'Launch and optimise paid advertising campaigns',
        'Measure results with the right indicators',
      ],
      ar: [
        'تحديد الشخصيات المستهدفة وتموضع واضح للعلامة',
        'إعداد رزنامة تحريرية فعّالة',
        'إطلاق الحملات الإعلانية المدفوعة وتحسينها',
        'قياس النتائج بالمؤشرات المناسبة',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Stratégie et cibles', en: 'Strategy and audiences', ar: 'الاستراتيجية والجمهور المستهدف' },
        content: {
          fr: 'Analyse du marché, personas, objectifs SMART et positionnement.',
          en: 'Market analysis, personas, SMART goals and positioning.',
          ar: 'تحليل السوق والشخصيات المستهدفة والأهداف الذكية SMART والتموضع.',
        },
      },
      {
        title: { fr: 'Création de contenu', en: 'Content creation', ar: 'صناعة المحتوى' },
        content: {
          fr: 'Formats qui engagent, ligne éditoriale et outils de création rapide.',
          en: 'Engaging formats, editorial line and quick creation tools.',
          ar: 'الصيغ الأكثر تفاعلًا والخط التحريري وأدوات الإنتاج السريع.',
        },
      },
      {
        title: { fr: 'Publicité en ligne', en: 'Online advertising', ar: 'الإعلان عبر الإنترنت' },
        content: {
          fr: 'Meta Ads et LinkedIn Ads : ciblage, budget et tests A/B.',
          en: 'Meta Ads and LinkedIn Ads: targeting, budget and A/B testing.',
          ar: 'إعلانات Meta وLinkedIn: الاستهداف والميزانية واختبارات A/B.',
        },
      },
      {
        title: { fr: 'Mesure et optimisation', en: 'Measurement and optimisation', ar: 'القياس والتحسين' },
        content: {
          fr: 'Tableaux de bord, indicateurs clés et rapport de performance.',
          en: 'Dashboards, key indicators and performance reporting.',
          ar: 'لوحات المتابعة والمؤشرات الرئيسية وتقارير الأداء.',
        },
      },
    ],
    category: 'Marketing',
    duration: { fr: '8 semaines', en: '8 weeks', ar: '8 أسابيع' },
    price: 950,
    salePrice: 790,
    skillLevel: 'Débutant',
    learningPace: 'Classique',
    isPublished: true,
    instructorName: 'Karim Trabelsi',
  },
  {
    title: {
      fr: 'SEO et stratégie de contenu',
      en: 'SEO and Content Strategy',
      ar: 'تحسين محركات البحث واستراتيجية المحتوى',
    },
    description: {
      fr: 'Gagnez en visibilité sur Google sans dépendre uniquement de la publicité. Vous apprendrez à auditer un site, choisir les bons mots-clés et rédiger des contenus qui répondent aux recherches de vos clients. L’audit complet de votre propre site sert de projet final.',
      en: 'Grow your visibility on Google without relying on advertising alone. You will learn to audit a website, choose the right keywords and write content that answers your customers’ searches. A full audit of your own website serves as the final project.',
      ar: 'عزّز ظهورك على Google دون الاعتماد على الإعلانات وحدها. ستتعلّم تدقيق موقع إلكتروني واختيار الكلمات المفتاحية المناسبة وكتابة محتوى يجيب عن عمليات بحث عملائك. ويُعدّ التدقيق الشامل لموقعك الخاص المشروع الختامي للتكوين.',
    },
    learnings: {
      fr: [
        'Réaliser un audit SEO technique et éditorial',
        'Construire une stratégie de mots-clés',
        'Rédiger des contenus optimisés et utiles',
        'Suivre son référencement avec Search Console',
      ],
      en: [
        'Carry out a technical and editorial SEO audit',
        'Build a keyword strategy',
        'Write optimised, useful content',
        'Track rankings with Search Console',
      ],
      ar: [
        'إجراء تدقيق تقني وتحريري لتحسين محركات البحث',
        'بناء استراتيجية للكلمات المفتاحية',
        'كتابة محتوى مفيد ومحسَّن لمحركات البحث',
        'متابعة الترتيب في نتائج البحث باستخدام Search Console',
      ],
    },
    syllabus: [
      {
        title: {
          fr: 'Comprendre les moteurs de recherche',
          en: 'How search engines work',
          ar: 'فهم آليات محركات البحث',
        },
        content: {
          fr: 'Exploration, indexation et critères de classement.',
          en: 'Crawling, indexing and ranking factors.',
          ar: 'الزحف والفهرسة ومعايير الترتيب.',
        },
      },
      {
        title: { fr: 'Recherche de mots-clés', en: 'Keyword research', ar: 'البحث عن الكلمات المفتاحية' },
        content: {
          fr: 'Intentions de recherche, outils et priorisation.',
          en: 'Search intent, tools and prioritisation.',
          ar: 'نية البحث والأدوات المستخدمة وترتيب الأولويات.',
        },
      },
      {
        title: { fr: 'Contenu et SEO technique', en: 'Content and technical SEO', ar: 'المحتوى والجوانب التقنية' },
        content: {
          fr: 'Structure des pages, maillage interne, vitesse de chargement et balisage.',
          en: 'Page structure, internal linking, loading speed and markup.',
          ar: 'بنية الصفحات والروابط الداخلية وسرعة التحميل والوسوم.',
        },
      },
    ],
    category: 'Marketing',
    duration: { fr: '6 semaines', en: '6 weeks', ar: '6 أسابيع' },
    price: 850,
    skillLevel: 'Intermédiaire',
    learningPace: 'Intensif',
    // Left as a draft, so the demo also shows what the public site hides.
    isPublished: false,
    instructorName: 'Karim Trabelsi',
  },
  {
    title: {
      fr: 'Design UX/UI avec Figma',
      en: 'UX/UI Design with Figma',
      ar: 'تصميم تجربة المستخدم والواجهات باستخدام Figma',
    },
    description: {
      fr: 'Découvrez la démarche de conception centrée utilisateur, de la recherche jusqu’au prototype interactif. Vous pratiquerez Figma sur des projets concrets : application mobile, site vitrine et tableau de bord. La formation se conclut par un portfolio de trois études de cas.',
      en: 'Discover user-centred design, from research to interactive prototype. You will practise Figma on concrete projects: a mobile app, a showcase website and a dashboard. The course ends with a portfolio of three case studies.',
      ar: 'اكتشف منهجية التصميم المتمحور حول المستخدم، من البحث إلى النموذج الأولي التفاعلي. ستتدرّب على Figma من خلال مشاريع عملية: تطبيق للهاتف المحمول وموقع تعريفي ولوحة متابعة. ويُختتم التكوين بملف أعمال يضم ثلاث دراسات حالة.',
    },
    learnings: {
      fr: [
        'Mener des entretiens et cartographier les parcours utilisateurs',
        'Concevoir des maquettes filaires puis haute fidélité',
        'Créer un design system réutilisable dans Figma',
        'Tester un prototype auprès de vrais utilisateurs',
        'Présenter son travail dans un portfolio',
      ],
      en: [
        'Run interviews and map user journeys',
        'Design wireframes, then high-fidelity mock-ups',
        'Create a reusable design system in Figma',
        'Test a prototype with real users',
        'Present your work in a portfolio',
      ],
      ar: [
        'إجراء المقابلات ورسم مسارات المستخدمين',
        'تصميم المخططات الهيكلية ثم النماذج عالية الدقة',
        'إنشاء نظام تصميم قابل لإعادة الاستخدام في Figma',
        'اختبار النموذج الأولي مع مستخدمين حقيقيين',
        'عرض أعمالك في ملف أعمال احترافي',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Recherche utilisateur', en: 'User research', ar: 'البحث حول المستخدم' },
        content: {
          fr: 'Entretiens, personas et cartographie des parcours.',
          en: 'Interviews, personas and journey mapping.',
          ar: 'المقابلات والشخصيات النموذجية ورسم خرائط المسارات.',
        },
      },
      {
        title: {
          fr: 'Maquettage et prototypage',
          en: 'Wireframing and prototyping',
          ar: 'المخططات الهيكلية والنماذج الأولية',
        },
        content: {
          fr: 'Du croquis papier au prototype cliquable dans Figma.',
          en: 'From paper sketch to clickable prototype in Figma.',
          ar: 'من الرسم على الورق إلى نموذج تفاعلي في Figma.',
        },
      },
      {
        title: { fr: 'Interface et design system', en: 'Interface and design system', ar: 'الواجهة ونظام التصميم' },
        content: {
          fr: 'Typographie, couleurs, grilles, composants et accessibilité.',
          en: 'Typography, colour, grids, components and accessibility.',
          ar: 'الخطوط والألوان والشبكات والمكوّنات وإمكانية الوصول.',
        },
      },
      {
        title: { fr: 'Tests et portfolio', en: 'Testing and portfolio', ar: 'الاختبار وملف الأعمال' },
        content: {
          fr: 'Tests d’utilisabilité, itérations et mise en valeur des projets.',
          en: 'Usability testing, iteration and showcasing projects.',
          ar: 'اختبارات قابلية الاستخدام والتحسين المتواصل وإبراز المشاريع.',
        },
      },
    ],
    category: 'Design',
    duration: { fr: '3 mois', en: '3 months', ar: '3 أشهر' },
    price: 1400,
    salePrice: 1150,
    skillLevel: 'Débutant',
    learningPace: 'Classique',
    isPublished: true,
    instructorName: 'Leila Gharbi',
  },
  {
    title: {
      fr: 'Identité visuelle et design graphique',
      en: 'Visual Identity and Graphic Design',
      ar: 'الهوية البصرية والتصميم الغرافيكي',
    },
    description: {
      fr: 'Apprenez à créer une identité de marque forte : logo, palette, typographie et déclinaisons imprimées ou numériques. Les séances en petit groupe laissent une large place aux retours individuels sur vos créations. Vous travaillerez avec Illustrator et Photoshop sur un brief réel.',
      en: 'Learn to create a strong brand identity: logo, palette, typography and print or digital applications. Small-group sessions leave plenty of room for individual feedback on your work. You will use Illustrator and Photoshop on a real brief.',
      ar: 'تعلّم ابتكار هوية بصرية قوية لعلامة تجارية: الشعار ولوحة الألوان والخطوط وتطبيقاتها المطبوعة والرقمية. تتيح الحصص في مجموعات صغيرة مجالًا واسعًا للملاحظات الفردية على أعمالك. وستعمل على Illustrator وPhotoshop انطلاقًا من طلب حقيقي لأحد العملاء.',
    },
    learnings: {
      fr: [
        'Analyser un brief et proposer des pistes créatives',
        'Dessiner un logo vectoriel lisible à toutes les tailles',
        'Composer une palette et un système typographique',
        'Livrer une charte graphique complète',
      ],
      en: [
        'Analyse a brief and propose creative directions',
        'Draw a vector logo that reads at every size',
        'Build a colour palette and a type system',
        'Deliver complete brand guidelines',
      ],
      ar: [
        'تحليل طلب العميل واقتراح توجهات إبداعية',
        'رسم شعار متجهي واضح بجميع الأحجام',
        'بناء لوحة ألوان ونظام للخطوط',
        'تسليم دليل هوية بصرية متكامل',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Fondamentaux du graphisme', en: 'Graphic design fundamentals', ar: 'أساسيات التصميم الغرافيكي' },
        content: {
          fr: 'Composition, contraste, couleur et hiérarchie visuelle.',
          en: 'Composition, contrast, colour and visual hierarchy.',
          ar: 'التكوين والتباين واللون والتسلسل البصري.',
        },
      },
      {
        title: { fr: 'Création de logo', en: 'Logo design', ar: 'تصميم الشعار' },
        content: {
          fr: 'Recherche, esquisses et vectorisation dans Illustrator.',
          en: 'Research, sketches and vectorisation in Illustrator.',
          ar: 'البحث والرسومات الأولية والتحويل إلى رسم متجهي في Illustrator.',
        },
      },
      {
        title: { fr: 'Charte graphique', en: 'Brand guidelines', ar: 'دليل الهوية البصرية' },
        content: {
          fr: 'Règles d’usage et déclinaisons pour l’imprimé et les réseaux sociaux.',
          en: 'Usage rules and applications for print and social media.',
          ar: 'قواعد الاستخدام وتطبيقات الهوية في المطبوعات ووسائل التواصل الاجتماعي.',
        },
      },
    ],
    category: 'Design',
    duration: { fr: '8 semaines', en: '8 weeks', ar: '8 أسابيع' },
    price: 980,
    skillLevel: 'Intermédiaire',
    learningPace: 'Personnalisé',
    isPublished: true,
    instructorName: 'Leila Gharbi',
  },
  {
    title: {
      fr: 'Gestion de projet agile avec Scrum',
      en: 'Agile Project Management with Scrum',
      ar: 'إدارة المشاريع بالمنهجية الرشيقة Scrum',
    },
    description: {
      fr: 'Maîtrisez les pratiques agiles pour livrer plus vite et mieux piloter vos équipes. Vous apprendrez à organiser un backlog, animer les événements Scrum et suivre l’avancement avec des indicateurs simples. La formation prépare également à la certification Professional Scrum Master.',
      en: 'Master agile practices to deliver faster and steer your teams better. You will learn to organise a backlog, run Scrum events and track progress with simple indicators. The course also prepares you for the Professional Scrum Master certification.',
      ar: 'أتقن الممارسات الرشيقة لتسليم المشاريع بشكل أسرع وقيادة فرقك بفعالية أكبر. ستتعلّم تنظيم قائمة المهام وإدارة اجتماعات Scrum ومتابعة التقدّم بمؤشرات بسيطة. كما يُعدّك هذا التكوين لاجتياز شهادة Professional Scrum Master.',
    },
    learnings: {
      fr: [
        'Comprendre les valeurs et principes agiles',
        'Rédiger et prioriser des user stories',
        'Animer sprints, revues et rétrospectives',
        'Suivre l’avancement avec un tableau Kanban et un burndown',
      ],
      en: [
        'Understand agile values and principles',
        'Write and prioritise user stories',
        'Run sprints, reviews and retrospectives',
        'Track progress with a Kanban board and a burndown chart',
      ],
      ar: [
        'فهم قيم المنهجية الرشيقة ومبادئها',
        'كتابة قصص المستخدمين وترتيبها حسب الأولوية',
        'إدارة الدورات القصيرة واجتماعات المراجعة والتحسين',
        'متابعة التقدّم بلوحة Kanban ومخطط الإنجاز',
      ],
    },
    syllabus: [
      {
        title: { fr: 'L’esprit agile', en: 'The agile mindset', ar: 'الفكر الرشيق' },
        content: {
          fr: 'Manifeste agile, comparaison avec le cycle en V et rôles de l’équipe.',
          en: 'The agile manifesto, comparison with waterfall and team roles.',
          ar: 'البيان الرشيق والمقارنة مع المنهجية التقليدية وأدوار الفريق.',
        },
      },
      {
        title: { fr: 'Scrum en pratique', en: 'Scrum in practice', ar: 'Scrum في الممارسة' },
        content: {
          fr: 'Backlog, planification, mêlée quotidienne, revue et rétrospective.',
          en: 'Backlog, planning, daily scrum, review and retrospective.',
          ar: 'قائمة المهام والتخطيط والاجتماع اليومي والمراجعة والاجتماع الاستعادي.',
        },
      },
      {
        title: { fr: 'Pilotage et outils', en: 'Steering and tools', ar: 'القيادة والأدوات' },
        content: {
          fr: 'Kanban, estimation, vélocité et outils comme Jira ou Trello.',
          en: 'Kanban, estimation, velocity and tools such as Jira or Trello.',
          ar: 'Kanban والتقدير وسرعة الفريق وأدوات مثل Jira وTrello.',
        },
      },
      {
        title: { fr: 'Préparation à la certification', en: 'Certification preparation', ar: 'التحضير للشهادة' },
        content: {
          fr: 'Examens blancs corrigés et conseils pour réussir le PSM I.',
          en: 'Corrected mock exams and tips to pass the PSM I.',
          ar: 'امتحانات تجريبية مصحّحة ونصائح لاجتياز شهادة PSM I.',
        },
      },
    ],
    category: 'Business',
    duration: { fr: '6 semaines', en: '6 weeks', ar: '6 أسابيع' },
    price: 1100,
    salePrice: 890,
    skillLevel: 'Intermédiaire',
    learningPace: 'Intensif',
    isPublished: true,
    instructorName: 'Karim Trabelsi',
  },
  {
    title: {
      fr: 'Prise de parole en public et leadership',
      en: 'Public Speaking and Leadership',
      ar: 'فن الخطابة والقيادة',
    },
    description: {
      fr: 'Gagnez en assurance pour présenter vos idées, convaincre en réunion et fédérer une équipe. Chaque séance combine exercices de voix et de posture, mises en situation filmées et retours bienveillants. Vous progresserez à votre rythme dans un groupe limité à douze participants.',
      en: 'Gain the confidence to present your ideas, persuade in meetings and bring a team together. Each session combines voice and posture exercises, filmed role plays and supportive feedback. You will progress at your own pace in a group of at most twelve participants.',
      ar: 'اكتسب الثقة اللازمة لعرض أفكارك والإقناع في الاجتماعات وتوحيد فريقك حول هدف مشترك. تجمع كل حصة بين تمارين الصوت ولغة الجسد ومحاكاة مصوّرة لمواقف حقيقية وملاحظات بنّاءة. وستتقدّم وفق نسقك الخاص ضمن مجموعة لا تتجاوز اثني عشر مشاركًا.',
    },
    learnings: {
      fr: [
        'Maîtriser son trac et sa respiration',
        'Structurer un discours clair et mémorable',
        'Utiliser la voix, le regard et la gestuelle',
        'Adopter une posture de leader à l’écoute',
      ],
      en: [
        'Manage stage fright and breathing',
        'Structure a clear, memorable talk',
        'Use voice, eye contact and gestures',
        'Lead while listening to others',
      ],
      ar: [
        'التحكّم في رهبة الجمهور وتنظيم التنفّس',
        'بناء خطاب واضح يبقى في الذاكرة',
        'توظيف الصوت والنظرات ولغة الجسد',
        'تبنّي أسلوب قيادي قائم على الإصغاء',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Confiance en soi', en: 'Self-confidence', ar: 'الثقة بالنفس' },
        content: {
          fr: 'Gestion du stress, respiration et ancrage face au public.',
          en: 'Managing stress, breathing and grounding in front of an audience.',
          ar: 'إدارة التوتر والتنفّس والثبات أمام الجمهور.',
        },
      },
      {
        title: { fr: 'Construire son message', en: 'Building your message', ar: 'بناء الرسالة' },
        content: {
          fr: 'Storytelling, plan en trois temps et accroches.',
          en: 'Storytelling, three-part structure and hooks.',
          ar: 'فن السرد والبناء الثلاثي وعبارات الاستهلال الجذّابة.',
        },
      },
      {
        title: { fr: 'Leadership au quotidien', en: 'Everyday leadership', ar: 'القيادة في الحياة اليومية' },
        content: {
          fr: 'Écoute active, feedback et conduite de réunion.',
          en: 'Active listening, feedback and running meetings.',
          ar: 'الإصغاء الفعّال وتقديم الملاحظات وإدارة الاجتماعات.',
        },
      },
    ],
    category: 'Développement Personnel',
    duration: { fr: '6 semaines', en: '6 weeks', ar: '6 أسابيع' },
    price: 650,
    salePrice: 520,
    skillLevel: 'Débutant',
    learningPace: 'Classique',
    isPublished: true,
    instructorName: 'Youssef Haddad',
  },
  {
    title: {
      fr: 'Anglais professionnel : communiquer avec assurance',
      en: 'Business English: Communicate with Confidence',
      ar: 'الإنجليزية المهنية: تواصل بثقة',
    },
    description: {
      fr: 'Améliorez votre anglais pour les situations réelles du travail : réunions, appels, courriels et présentations. Un test de niveau initial permet d’adapter le programme à vos besoins et à votre secteur. Les cours privilégient l’expression orale avec des jeux de rôle inspirés de votre quotidien.',
      en: 'Improve your English for real workplace situations: meetings, calls, emails and presentations. An initial placement test lets us adapt the programme to your needs and your industry. Classes focus on speaking, with role plays drawn from your daily work.',
      ar: 'طوّر لغتك الإنجليزية لمواقف العمل الحقيقية: الاجتماعات والمكالمات والمراسلات الإلكترونية والعروض التقديمية. يتيح اختبار تحديد المستوى في البداية تكييف البرنامج مع احتياجاتك ومجال عملك. وتركّز الحصص على التعبير الشفهي من خلال لعب أدوار مستوحاة من واقعك المهني.',
    },
    learnings: {
      fr: [
        'Participer activement à une réunion en anglais',
        'Rédiger des courriels professionnels clairs',
        'Présenter un projet ou des résultats chiffrés',
        'Enrichir le vocabulaire propre à son secteur',
      ],
      en: [
        'Take an active part in meetings in English',
        'Write clear professional emails',
        'Present a project or figures',
        'Expand the vocabulary of your industry',
      ],
      ar: [
        'المشاركة الفعّالة في الاجتماعات باللغة الإنجليزية',
        'كتابة رسائل إلكترونية مهنية واضحة',
        'تقديم مشروع أو نتائج بالأرقام',
        'إثراء المفردات الخاصة بمجال عملك',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Communication orale', en: 'Speaking', ar: 'التواصل الشفهي' },
        content: {
          fr: 'Se présenter, téléphoner et participer à une réunion.',
          en: 'Introducing yourself, phone calls and taking part in meetings.',
          ar: 'التعريف بالنفس وإجراء المكالمات والمشاركة في الاجتماعات.',
        },
      },
      {
        title: { fr: 'Écrit professionnel', en: 'Business writing', ar: 'الكتابة المهنية' },
        content: {
          fr: 'Courriels, comptes rendus et formules de politesse.',
          en: 'Emails, minutes and courtesy phrases.',
          ar: 'الرسائل الإلكترونية ومحاضر الاجتماعات وعبارات المجاملة.',
        },
      },
      {
        title: {
          fr: 'Présentations et négociation',
          en: 'Presentations and negotiation',
          ar: 'العروض التقديمية والتفاوض',
        },
        content: {
          fr: 'Structurer une présentation, répondre aux questions et négocier.',
          en: 'Structuring a presentation, handling questions and negotiating.',
          ar: 'هيكلة العرض والإجابة عن الأسئلة والتفاوض.',
        },
      },
      {
        title: { fr: 'Évaluation finale', en: 'Final assessment', ar: 'التقييم النهائي' },
        content: {
          fr: 'Simulation d’entretien et bilan de progression.',
          en: 'Mock interview and progress review.',
          ar: 'محاكاة مقابلة عمل وتقييم مدى التقدّم.',
        },
      },
    ],
    category: 'Langues',
    duration: { fr: '3 mois', en: '3 months', ar: '3 أشهر' },
    price: 720,
    skillLevel: 'Intermédiaire',
    learningPace: 'Personnalisé',
    isPublished: true,
    instructorName: 'Youssef Haddad',
  },
  {
    title: {
      fr: 'Rédaction professionnelle et écrits administratifs',
      en: 'Professional and Administrative Writing',
      ar: 'التحرير المهني والمراسلات الإدارية',
    },
    description: {
      fr: 'Rédigez des écrits professionnels clairs, précis et adaptés à leur destinataire. Courriers, rapports, comptes rendus et notes de synthèse sont travaillés à partir de documents réels. Une méthode simple vous aide à gagner du temps et à éviter les erreurs les plus fréquentes.',
      en: 'Write professional documents that are clear, precise and suited to their reader. Letters, reports, minutes and summaries are practised on real documents. A simple method helps you save time and avoid the most common mistakes.',
      ar: 'اكتب وثائق مهنية واضحة ودقيقة وملائمة لمتلقّيها. يجري التدرّب على الرسائل والتقارير ومحاضر الاجتماعات والمذكرات التلخيصية انطلاقًا من وثائق حقيقية. وتساعدك منهجية بسيطة على ربح الوقت وتجنّب الأخطاء الأكثر شيوعًا.',
    },
    learnings: {
      fr: [
        'Adapter son style au destinataire et à l’objectif',
        'Structurer un rapport ou une note de synthèse',
        'Rédiger des courriers administratifs conformes',
        'Relire efficacement et corriger ses erreurs',
      ],
      en: [
        'Adapt your style to the reader and the purpose',
        'Structure a report or a summary note',
        'Write administrative letters that follow the conventions',
        'Proofread efficiently and correct mistakes',
      ],
      ar: [
        'ملاءمة الأسلوب مع المتلقّي والهدف',
        'هيكلة تقرير أو مذكرة تلخيصية',
        'كتابة مراسلات إدارية مطابقة للأصول',
        'المراجعة الفعّالة وتصحيح الأخطاء',
      ],
    },
    syllabus: [
      {
        title: { fr: 'Les clés d’un écrit efficace', en: 'Keys to effective writing', ar: 'مفاتيح الكتابة الفعّالة' },
        content: {
          fr: 'Objectif, plan, phrases courtes et vocabulaire précis.',
          en: 'Purpose, outline, short sentences and precise vocabulary.',
          ar: 'تحديد الهدف ووضع الخطة والجمل القصيرة والمفردات الدقيقة.',
        },
      },
      {
        title: { fr: 'Écrits administratifs', en: 'Administrative documents', ar: 'الوثائق الإدارية' },
        content: {
          fr: 'Lettres, convocations, notes de service et courriels formels.',
          en: 'Letters, notices, internal memos and formal emails.',
          ar: 'الرسائل والدعوات والمذكرات الداخلية والرسائل الإلكترونية الرسمية.',
        },
      },
      {
        title: { fr: 'Rapports et synthèses', en: 'Reports and summaries', ar: 'التقارير والملخّصات' },
        content: {
          fr: 'Rendre compte d’une activité et synthétiser plusieurs documents.',
          en: 'Reporting on an activity and summarising several documents.',
          ar: 'إعداد تقرير عن نشاط وتلخيص عدة وثائق.',
        },
      },
    ],
    category: 'Autre',
    duration: { fr: '4 semaines', en: '4 weeks', ar: '4 أسابيع' },
    price: 450,
    skillLevel: 'Débutant',
    learningPace: 'Classique',
    isPublished: true,
    instructorName: 'Youssef Haddad',
  },
];

/**
 * A demo session, its days counted from the day of seeding (so a fresh install shows upcoming
 * ones): it starts `startsIn` days after that day and lasts `days` days.
 */
export interface SeedSession extends Omit<SessionInput, 'startDate' | 'endDate' | 'status'> {
  startsIn: number;
  days: number;
}

const CENTRE = {
  fr: 'Les Berges du Lac, Tunis – salle 2',
  en: 'Les Berges du Lac, Tunis – room 2',
  ar: 'ضفاف البحيرة، تونس – القاعة 2',
};
const SFAX = { fr: 'Antenne de Sfax, route de Tunis', en: 'Sfax branch, route de Tunis', ar: 'فرع صفاقس، طريق تونس' };
const WEEKDAY_MORNINGS = {
  fr: 'Du lundi au vendredi, 9h – 13h',
  en: 'Monday to Friday, 9 am – 1 pm',
  ar: 'من الاثنين إلى الجمعة، 9:00 – 13:00',
};
const EVENINGS = {
  fr: 'Mardi et jeudi, 18h – 21h',
  en: 'Tuesday and Thursday, 6 pm – 9 pm',
  ar: 'الثلاثاء والخميس، 18:00 – 21:00',
};
const SATURDAYS = { fr: 'Le samedi, 9h – 16h', en: 'Saturdays, 9 am – 4 pm', ar: 'يوم السبت، 9:00 – 16:00' };
const FULL_DAYS = { fr: 'Journées complètes, 9h – 17h', en: 'Full days, 9 am – 5 pm', ar: 'أيام كاملة، 9:00 – 17:00' };

/** The demo sessions, by their course's French title. */
export const SEED_SESSIONS: Record<string, SeedSession[]> = {
  'Développement web full-stack avec JavaScript': [
    { startsIn: 12, days: 82, schedule: WEEKDAY_MORNINGS, mode: 'onsite', location: CENTRE, seats: 18 },
    { startsIn: 47, days: 110, schedule: EVENINGS, mode: 'online', seats: 30 },
  ],
  'Python pour l’analyse de données': [
    { startsIn: 5, days: 40, schedule: EVENINGS, mode: 'hybrid', location: CENTRE, seats: 16 },
    { startsIn: 61, days: 40, schedule: EVENINGS, mode: 'hybrid', location: SFAX, seats: 14 },
  ],
  'Marketing digital et réseaux sociaux': [
    { startsIn: 19, days: 33, schedule: SATURDAYS, mode: 'onsite', location: SFAX, seats: 20 },
  ],
  'SEO et stratégie de contenu': [{ startsIn: 26, days: 12, schedule: EVENINGS, mode: 'online', seats: 40 }],
  'Identité visuelle et design graphique': [
    { startsIn: 33, days: 5, schedule: FULL_DAYS, mode: 'onsite', location: CENTRE, seats: 12 },
  ],
  'Gestion de projet agile avec Scrum': [
    { startsIn: 9, days: 3, schedule: FULL_DAYS, mode: 'onsite', location: CENTRE, seats: 15 },
    { startsIn: 40, days: 3, schedule: FULL_DAYS, mode: 'online', seats: 25 },
  ],
  'Anglais professionnel : communiquer avec assurance': [
    { startsIn: 15, days: 54, schedule: EVENINGS, mode: 'hybrid', location: CENTRE, seats: 10 },
  ],
};

/** Demo testimonials: invented learners, shown on the home page until the demo content is removed. */
export const SEED_TESTIMONIALS: TestimonialInput[] = [
  {
    name: 'Salma Ben Ammar',
    role: { fr: 'Développeuse web', en: 'Web developer', ar: 'مطوّرة ويب' },
    quote: {
      fr: 'La formation full-stack m’a donné les bases et surtout la confiance pour décrocher mon premier poste. Les projets pratiques font toute la différence.',
      en: 'The full-stack course gave me the foundations and, above all, the confidence to land my first job. The practical projects make all the difference.',
      ar: 'منحتني دورة التطوير الشامل الأساسيات، والأهم من ذلك الثقة للحصول على أول وظيفة لي. المشاريع التطبيقية تصنع الفارق.',
    },
    isVisible: true,
  },
  {
    name: 'Mehdi Jaziri',
    role: { fr: 'Responsable marketing', en: 'Marketing manager', ar: 'مسؤول تسويق' },
    quote: {
      fr: 'Des formateurs disponibles et des cas concrets que j’ai pu appliquer dès la semaine suivante dans mon entreprise.',
      en: 'Approachable instructors and real cases that I could apply in my company the very next week.',
      ar: 'مدرّبون متاحون دائمًا وحالات واقعية تمكّنت من تطبيقها في مؤسستي منذ الأسبوع التالي.',
    },
    isVisible: true,
  },
  {
    name: 'Ines Chaabane',
    role: { fr: 'Designer UX/UI', en: 'UX/UI designer', ar: 'مصمّمة واجهات وتجربة المستخدم' },
    quote: {
      fr: 'Le rythme personnalisé m’a permis de me former tout en travaillant. Je recommande ce centre sans hésiter.',
      en: 'The personalised pace let me train while keeping my job. I recommend this centre without hesitation.',
      ar: 'سمح لي النسق المخصص بالتكوّن مع مواصلة عملي. أنصح بهذا المركز دون تردد.',
    },
    isVisible: true,
  },
];
