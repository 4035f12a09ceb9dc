/**
 * Built-in demo courses (SPEC §4): the home page pads its popular and sale sections with them when
 * the centre has published fewer, or when the list cannot be loaded. Each opens a page of its own.
 * Their ids start with `demo-` and never reach the API.
 */
import type { Course, LocalizedText } from '../../domain/entities.ts';
import { pageSettings } from '../../ui/page-settings.ts';

const text = (fr: string, en: string, ar: string): LocalizedText => ({ fr, en, ar });
const lists = (fr: string[], en: string[], ar: string[]) => ({ fr, en, ar });
const module = (title: LocalizedText, content: LocalizedText) => ({ title, content });
const CREATED = '2026-01-05T09:00:00.000Z';

const instructors = {
  amel: { _id: 'demo-instructor-amel', name: 'Amel Ben Salah', title: text('Ingénieure logiciel', 'Software engineer', 'مهندسة برمجيات') },
  karim: { _id: 'demo-instructor-karim', name: 'Karim Trabelsi', title: text('Consultant en marketing digital', 'Digital marketing consultant', 'مستشار في التسويق الرقمي') },
  sarra: { _id: 'demo-instructor-sarra', name: 'Sarra Mejri', title: text('Designer UX/UI', 'UX/UI designer', 'مصمّمة واجهات وتجربة المستخدم') },
  youssef: { _id: 'demo-instructor-youssef', name: 'Youssef Gharbi', title: text('Coach et formateur certifié', 'Certified coach and trainer', 'مدرّب ومكوّن معتمد') },
};

const base = { isPublished: true, createdAt: CREATED, updatedAt: CREATED } as const;

export const DEMO_COURSES: Course[] = [
  {
    ...base,
    _id: 'demo-1',
    imageUrl: '/demo/demo-1.webp',
    title: text('Développement web full-stack', 'Full-stack web development', 'تطوير الويب الشامل'),
    description: text(
      'Construisez des applications web complètes, de l’interface à la base de données, avec JavaScript, React et Node.js.',
      'Build complete web applications, from the interface to the database, with JavaScript, React and Node.js.',
      'ابنِ تطبيقات ويب متكاملة من الواجهة إلى قاعدة البيانات باستخدام JavaScript وReact وNode.js.',
    ),
    learnings: lists(
      ['Créer des interfaces avec React', 'Concevoir une API REST', 'Déployer une application'],
      ['Build interfaces with React', 'Design a REST API', 'Deploy an application'],
      ['إنشاء واجهات باستخدام React', 'تصميم واجهة برمجة REST', 'نشر تطبيق على الإنترنت'],
    ),
    syllabus: [
      module(text('Les fondations du web', 'Web foundations', 'أسس الويب'), text('HTML, CSS et JavaScript moderne.', 'HTML, CSS and modern JavaScript.', 'HTML وCSS وJavaScript الحديثة.')),
      module(text('Front-end avec React', 'Front end with React', 'الواجهة الأمامية مع React'), text('Composants, état et navigation.', 'Components, state and routing.', 'المكوّنات والحالة والتنقل.')),
      module(text('Back-end avec Node.js', 'Back end with Node.js', 'الواجهة الخلفية مع Node.js'), text('API, base de données et sécurité.', 'APIs, databases and security.', 'الواجهات البرمجية وقواعد البيانات والأمان.')),
    ],
    category: 'Informatique',
    duration: text('4 mois', '4 months', '4 أشهر'),
    price: 1400,
    salePrice: 1150,
    instructor: instructors.amel,
    skillLevel: 'Débutant',
    learningPace: 'Classique',
  },
  {
    ...base,
    _id: 'demo-2',
    imageUrl: '/demo/demo-2.webp',
    title: text('Marketing digital et réseaux sociaux', 'Digital marketing and social media', 'التسويق الرقمي ووسائل التواصل الاجتماعي'),
    description: text(
      'Attirez et fidélisez vos clients en ligne : stratégie de contenu, publicité ciblée et mesure des résultats.',
      'Attract and keep customers online: content strategy, targeted advertising and measuring results.',
      'اجذب عملاءك وحافظ عليهم عبر الإنترنت: استراتيجية المحتوى والإعلانات الموجّهة وقياس النتائج.',
    ),
    learnings: lists(
      ['Définir une stratégie de contenu', 'Lancer une campagne payante', 'Lire les statistiques'],
      ['Define a content strategy', 'Run a paid campaign', 'Read the analytics'],
      ['وضع استراتيجية للمحتوى', 'إطلاق حملة إعلانية مدفوعة', 'قراءة الإحصائيات'],
    ),
    syllabus: [
      module(text('Stratégie digitale', 'Digital strategy', 'الاستراتيجية الرقمية'), text('Cibles, objectifs et canaux.', 'Audiences, goals and channels.', 'الفئات المستهدفة والأهداف والقنوات.')),
      module(text('Publicité en ligne', 'Online advertising', 'الإعلان عبر الإنترنت'), text('Meta Ads et Google Ads en pratique.', 'Meta Ads and Google Ads in practice.', 'إعلانات Meta وGoogle عمليًا.')),
    ],
    category: 'Marketing',
    duration: text('2 mois', '2 months', 'شهران'),
    price: 850,
    salePrice: 690,
    instructor: instructors.karim,
    skillLevel: 'Intermédiaire',
    learningPace: 'Intensif',
  },
  {
    ...base,
    _id: 'demo-3',
    imageUrl: '/demo/demo-3.webp',
    title: text('Design UX/UI avec Figma', 'UX/UI design with Figma', 'تصميم تجربة وواجهة المستخدم باستخدام Figma'),
    description: text(
      'Concevez des interfaces claires et agréables : recherche utilisateur, maquettes et prototypes interactifs.',
      'Design clear, pleasant interfaces: user research, wireframes and interactive prototypes.',
      'صمّم واجهات واضحة وممتعة: بحث المستخدمين والنماذج الأولية التفاعلية.',
    ),
    learnings: lists(
      ['Mener des entretiens utilisateurs', 'Construire un design system', 'Prototyper dans Figma'],
      ['Run user interviews', 'Build a design system', 'Prototype in Figma'],
      ['إجراء مقابلات مع المستخدمين', 'بناء نظام تصميم', 'إنشاء نماذج أولية في Figma'],
    ),
    syllabus: [
      module(text('Comprendre l’utilisateur', 'Understanding users', 'فهم المستخدم'), text('Personas, parcours et tests.', 'Personas, journeys and testing.', 'الشخصيات والمسارات والاختبارات.')),
      module(text('De la maquette au prototype', 'From wireframe to prototype', 'من المخطط إلى النموذج'), text('Grilles, composants et interactions.', 'Grids, components and interactions.', 'الشبكات والمكوّنات والتفاعلات.')),
    ],
    category: 'Design',
    duration: text('10 semaines', '10 weeks', '10 أسابيع'),
    price: 980,
    salePrice: 790,
    instructor: instructors.sarra,
    skillLevel: 'Débutant',
    learningPace: 'Personnalisé',
  },
  {
    ...base,
    _id: 'demo-4',
    imageUrl: '/demo/demo-4.webp',
    title: text('Gestion de projet Agile', 'Agile project management', 'إدارة المشاريع بمنهجية Agile'),
    description: text(
      'Pilotez vos projets avec Scrum et Kanban, animez votre équipe et livrez de la valeur plus tôt.',
      'Run your projects with Scrum and Kanban, lead your team and deliver value sooner.',
      'أدِر مشاريعك باستخدام Scrum وKanban، وقُد فريقك وقدّم القيمة في وقت أبكر.',
    ),
    learnings: lists(
      ['Organiser un sprint', 'Prioriser un backlog', 'Animer les cérémonies'],
      ['Organise a sprint', 'Prioritise a backlog', 'Facilitate the ceremonies'],
      ['تنظيم دورة عمل', 'ترتيب أولويات المهام', 'إدارة اجتماعات الفريق'],
    ),
    syllabus: [
      module(text('Les principes agiles', 'Agile principles', 'مبادئ Agile'), text('Valeurs, rôles et artefacts.', 'Values, roles and artefacts.', 'القيم والأدوار والأدوات.')),
      module(text('Scrum en pratique', 'Scrum in practice', 'Scrum عمليًا'), text('Un projet réel du début à la fin.', 'A real project from start to finish.', 'مشروع حقيقي من البداية إلى النهاية.')),
    ],
    category: 'Business',
    duration: text('6 semaines', '6 weeks', '6 أسابيع'),
    price: 750,
    instructor: instructors.youssef,
    skillLevel: 'Intermédiaire',
    learningPace: 'Classique',
  },
  {
    ...base,
    _id: 'demo-5',
    imageUrl: '/demo/demo-5.webp',
    title: text('Anglais professionnel', 'Business English', 'الإنجليزية المهنية'),
    description: text(
      'Gagnez en aisance à l’oral et à l’écrit pour vos réunions, présentations et e-mails en anglais.',
      'Speak and write with ease in your meetings, presentations and emails in English.',
      'اكتسب الطلاقة في التحدث والكتابة لاجتماعاتك وعروضك ورسائلك الإلكترونية باللغة الإنجليزية.',
    ),
    learnings: lists(
      ['Présenter un projet', 'Rédiger des e-mails efficaces', 'Mener une réunion'],
      ['Present a project', 'Write effective emails', 'Lead a meeting'],
      ['تقديم مشروع', 'كتابة رسائل إلكترونية فعّالة', 'إدارة اجتماع'],
    ),
    syllabus: [
      module(text('Communication orale', 'Speaking', 'التواصل الشفهي'), text('Réunions, appels et présentations.', 'Meetings, calls and presentations.', 'الاجتماعات والمكالمات والعروض.')),
      module(text('Communication écrite', 'Writing', 'التواصل الكتابي'), text('E-mails, rapports et comptes rendus.', 'Emails, reports and minutes.', 'الرسائل والتقارير والمحاضر.')),
    ],
    category: 'Langues',
    duration: text('3 mois', '3 months', '3 أشهر'),
    price: 600,
    instructor: instructors.youssef,
    skillLevel: 'Intermédiaire',
    learningPace: 'Classique',
  },
  {
    ...base,
    _id: 'demo-6',
    imageUrl: '/demo/demo-6.webp',
    title: text('Prise de parole en public', 'Public speaking', 'فن الخطابة والتحدث أمام الجمهور'),
    description: text(
      'Prenez la parole avec assurance : structurer un message, gérer le trac et captiver votre auditoire.',
      'Speak with confidence: structure your message, manage stage fright and hold your audience.',
      'تحدّث بثقة: نظّم رسالتك وتغلّب على التوتر واجذب انتباه جمهورك.',
    ),
    learnings: lists(
      ['Structurer un discours', 'Maîtriser sa voix et sa posture', 'Répondre aux questions'],
      ['Structure a speech', 'Master voice and posture', 'Handle questions'],
      ['تنظيم الخطاب', 'التحكم في الصوت ولغة الجسد', 'الرد على الأسئلة'],
    ),
    syllabus: [
      module(text('Préparer son intervention', 'Preparing your talk', 'التحضير للمداخلة'), text('Message, plan et supports.', 'Message, outline and slides.', 'الرسالة والخطة والوسائل.')),
      module(text('Sur scène', 'On stage', 'على المنصة'), text('Exercices filmés et retours personnalisés.', 'Filmed exercises and personal feedback.', 'تمارين مصوّرة وملاحظات شخصية.')),
    ],
    category: 'Développement Personnel',
    duration: text('4 semaines', '4 weeks', '4 أسابيع'),
    price: 450,
    instructor: instructors.sarra,
    skillLevel: 'Débutant',
    learningPace: 'Intensif',
  },
];


export const findDemoCourse = (id: string): Course | undefined => DEMO_COURSES.find((course) => course._id === id);

/** The server's DEMO_COURSES setting (on unless set to off). */
export const demoCoursesEnabled = (): boolean => pageSettings().demoCourses;
