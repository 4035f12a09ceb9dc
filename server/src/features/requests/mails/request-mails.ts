/**
 * The mails a new request causes: one to each staff address (in French, the staff's language),
 * with the request and a link to it in the admin, and an acknowledgment to the visitor in the
 * language of the page they used.
 *
 * The acknowledgment repeats nothing the visitor typed (not their name, not their message): anyone
 * may type someone else's address in a form, and the centre's mail must not carry their words to
 * it. It names the course only from the catalogue (`courseTitle`), never as typed, and the
 * session's days as staff planned them, saying so when the visitor is on its waiting list.
 */
import {
  type Candidature,
  type CompanyLead,
  type Language,
  type Lead,
  localize,
  type LocalizedText,
  LOCALE_TAGS,
  REQUEST_PATHS,
  type RequestKind,
} from '../../../../../shared/domain/index.ts';
import { escapeHtml } from '../../../infra/http/escape-html.ts';
import {
  fieldsTable,
  headerText,
  mailButton,
  mailDocument,
  type MailLogo,
  multiline,
} from '../../../infra/mail/mail-html.ts';
import { displayNameOf, type MailConfig } from '../../../infra/mail/mailer.ts';
import type { OutgoingMail } from '../../../infra/mail/outbox.ts';

/** What the mails read of each kind of request: the entities as the API answers them fit. */
export type LeadFields = Pick<
  Lead,
  '_id' | 'name' | 'email' | 'phone' | 'courseOfInterest' | 'learningPaceInterest' | 'message'
>;
export type CompanyLeadFields = Pick<
  CompanyLead,
  '_id' | 'companyName' | 'contactName' | 'email' | 'phone' | 'message'
>;
export type CandidatureFields = Pick<Candidature, '_id' | 'name' | 'email' | 'phone' | 'message' | 'cvOriginalName'>;

export interface RequestMailInput {
  kind: RequestKind;
  /** The request as stored (with its `_id`), of the kind named. */
  request: LeadFields | CompanyLeadFields | CandidatureFields;
  /** The visitor's language (see pickLanguage). */
  language: Language;
  /** A lead's course as the catalogue names it: the staff mail names it in French, the acknowledgment in the visitor's language. */
  courseTitle?: LocalizedText;
  /** A lead's session: its first and last days (YYYY-MM-DD), and whether the request waits for a seat. */
  session?: { startDate: string; endDate: string; waitingList: boolean };
  /** Signs the acknowledgment; unset, the name in MAIL_FROM does. */
  centreName?: string;
  /** Where the visitor's reply to the acknowledgment goes (the centre's public address). */
  centreEmail?: string;
  /** The centre's logo (a path on the site or an absolute URL); none: the mails show none. */
  centreLogoUrl?: string;
}

/** A course's title in `language` (French when it has none there); undefined when it has no title. */
const titleIn = (title: LocalizedText | undefined, language: Language) => localize(title, language).trim() || undefined;

/** The mails of one new request; none when mail is off. */
export function requestMails(input: RequestMailInput, mail: MailConfig): OutgoingMail[] {
  if (!mail.enabled) return [];
  const details = describe(input);
  const link = `${mail.publicUrl}/admin/${REQUEST_PATHS[input.kind]}?open=${encodeURIComponent(input.request._id)}`;
  const centreName = input.centreName?.trim() || displayNameOf(mail.from);
  // Absolute: a mail client has no site to resolve a path against.
  const logo = input.centreLogoUrl
    ? { url: new URL(input.centreLogoUrl, `${mail.publicUrl}/`).toString(), alt: centreName ?? '' }
    : undefined;
  const staff = staffMail(input.kind, details, link, logo);
  const mails: OutgoingMail[] = mail.notifyEmails.map((to) => ({
    purpose: `${input.kind}-staff`,
    to,
    // Staff answer the visitor straight from their mail.
    ...(details.email ? { replyTo: details.email } : {}),
    ...staff,
  }));
  if (!details.email) return mails;
  mails.push({
    purpose: `${input.kind}-acknowledgment`,
    to: details.email,
    ...(input.centreEmail ? { replyTo: input.centreEmail } : {}),
    ...acknowledgment(
      input.kind,
      input.language,
      titleIn(input.courseTitle, input.language),
      centreName,
      input.session,
      logo,
    ),
  });
  return mails;
}

interface RequestDetails {
  /** Who the request is from, as the staff subject names them. */
  from: string;
  email: string;
  /** Label and value, in order; values as typed. */
  fields: [string, string | undefined][];
  message?: string;
}

function describe(input: RequestMailInput): RequestDetails {
  const { kind, request } = input;
  return {
    from:
      kind === 'company-lead'
        ? (request as CompanyLeadFields).companyName
        : (request as LeadFields | CandidatureFields).name,
    email: request.email,
    fields: fieldsOf(input),
    message: request.message,
  };
}

/** The fields the staff mail shows of each kind of request. */
function fieldsOf({ kind, request, courseTitle, session }: RequestMailInput): RequestDetails['fields'] {
  switch (kind) {
    case 'lead': {
      const lead = request as LeadFields;
      return [
        ['Nom', lead.name],
        ['E-mail', lead.email],
        ['Téléphone', lead.phone],
        ['Formation', titleIn(courseTitle, 'fr') ?? lead.courseOfInterest],
        [
          'Session',
          session &&
            `${sessionDays(session, 'fr')}${session.waitingList ? ' (liste d’attente : la session est complète)' : ''}`,
        ],
        ['Rythme souhaité', lead.learningPaceInterest],
      ];
    }
    case 'company-lead': {
      const companyLead = request as CompanyLeadFields;
      return [
        ['Entreprise', companyLead.companyName],
        ['Contact', companyLead.contactName],
        ['E-mail', companyLead.email],
        ['Téléphone', companyLead.phone],
      ];
    }
    case 'candidature': {
      const candidature = request as CandidatureFields;
      return [
        ['Nom', candidature.name],
        ['E-mail', candidature.email],
        ['Téléphone', candidature.phone],
        ['CV', candidature.cvOriginalName],
      ];
    }
  }
}

const STAFF_TEXTS: Record<RequestKind, { subject: string; intro: string }> = {
  lead: { subject: 'Nouvelle pré-inscription', intro: 'Une nouvelle pré-inscription est arrivée sur le site.' },
  'company-lead': {
    subject: 'Nouvelle demande de devis',
    intro: 'Une nouvelle demande de devis est arrivée sur le site.',
  },
  candidature: { subject: 'Nouvelle candidature', intro: 'Une nouvelle candidature est arrivée sur le site.' },
};

function staffMail(
  kind: RequestKind,
  details: RequestDetails,
  link: string,
  logo: MailLogo,
): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const texts = STAFF_TEXTS[kind];
  const subject = headerText(`${texts.subject} : ${details.from}`);
  const fields = details.fields.filter((field): field is [string, string] => Boolean(field[1]?.trim()));
  const text = [
    texts.intro,
    '',
    ...fields.map(([label, value]) => `${label} : ${value}`),
    ...(details.message ? ['', 'Message :', details.message] : []),
    '',
    `Ouvrir dans l'administration : ${link}`,
    '',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(texts.intro)}</p>`,
    fieldsTable(fields),
    details.message
      ? `<p style="margin:0 0 4px;color:#4b5563;font-weight:600">Message</p><p dir="auto" style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px">${multiline(details.message)}</p>`
      : '',
    `<p style="margin:0">${mailButton(link, "Ouvrir dans l'administration")}</p>`,
  ].join('');
  return { subject, text, html: mailDocument('fr', subject, body, logo) };
}

interface AcknowledgmentTexts {
  subject: Record<RequestKind, string>;
  received: (kind: RequestKind, course: string | undefined) => string;
  /** A pre-registration's session: its days, and the waiting list when it is full. */
  session: (days: string) => string;
  waitingList: string;
  next: Record<RequestKind, string>;
  greeting: string;
  closing: string;
  signature: (centre: string) => string;
  notYou: string;
}

const ACKNOWLEDGMENT_TEXTS: Record<Language, AcknowledgmentTexts> = {
  fr: {
    subject: {
      lead: 'Votre pré-inscription a bien été reçue',
      'company-lead': 'Votre demande de devis a bien été reçue',
      candidature: 'Votre candidature a bien été reçue',
    },
    received: (kind, course) =>
      ({
        lead: course
          ? `Nous avons bien reçu votre pré-inscription à la formation « ${course} ».`
          : 'Nous avons bien reçu votre pré-inscription.',
        'company-lead': 'Nous avons bien reçu votre demande de devis.',
        candidature: 'Nous avons bien reçu votre candidature et votre CV.',
      })[kind],
    session: (days) => `Session : ${days}.`,
    waitingList:
      'Cette session est complète : votre demande est sur sa liste d’attente, et nous vous prévenons dès qu’une place se libère.',
    next: {
      lead: 'Notre équipe vous recontacte très vite.',
      'company-lead': 'Notre équipe vous recontacte très vite pour en parler avec vous.',
      candidature: 'Nous lisons chaque candidature avec attention et revenons vers vous.',
    },
    greeting: 'Bonjour,',
    closing: 'Cordialement,',
    signature: (centre) => `L'équipe ${centre}`,
    notYou:
      "Vous recevez ce message parce que ce formulaire a été envoyé avec votre adresse e-mail sur notre site. Si ce n'est pas vous, ignorez simplement ce message.",
  },
  en: {
    subject: {
      lead: 'Your pre-registration has been received',
      'company-lead': 'Your quote request has been received',
      candidature: 'Your application has been received',
    },
    received: (kind, course) =>
      ({
        lead: course
          ? `We have received your pre-registration for the course “${course}”.`
          : 'We have received your pre-registration.',
        'company-lead': 'We have received your quote request.',
        candidature: 'We have received your application and your CV.',
      })[kind],
    session: (days) => `Session: ${days}.`,
    waitingList:
      'This session is full: your request is on its waiting list, and we will let you know as soon as a seat frees up.',
    next: {
      lead: 'Our team will be in touch very soon.',
      'company-lead': 'Our team will be in touch very soon to discuss it with you.',
      candidature: 'We read every application carefully and will get back to you.',
    },
    greeting: 'Hello,',
    closing: 'Kind regards,',
    signature: (centre) => `The ${centre} team`,
    notYou:
      'You are receiving this message because this form was sent with your e-mail address on our website. If it was not you, simply ignore this message.',
  },
  ar: {
    subject: {
      lead: 'تمّ استلام طلب التسجيل المسبق',
      'company-lead': 'تمّ استلام طلب عرض السعر',
      candidature: 'تمّ استلام ترشّحك',
    },
    received: (kind, course) =>
      ({
        lead: course ? `لقد تلقّينا طلب تسجيلك المسبق في دورة «${course}».` : 'لقد تلقّينا طلب تسجيلك المسبق.',
        'company-lead': 'لقد تلقّينا طلب عرض السعر الخاص بكم.',
        candidature: 'لقد تلقّينا ترشّحك وسيرتك الذاتية.',
      })[kind],
    session: (days) => `الموعد: ${days}.`,
    waitingList: 'هذا الموعد مكتمل: طلبك في قائمة الانتظار، وسنُعلمك فور توفّر مقعد.',
    next: {
      lead: 'سيتواصل معك فريقنا قريبًا جدًا.',
      'company-lead': 'سيتواصل معكم فريقنا قريبًا جدًا لمناقشته معكم.',
      candidature: 'نقرأ كل ترشّح بعناية وسنعود إليك.',
    },
    greeting: 'مرحبًا،',
    closing: 'مع أطيب التحيات،',
    signature: (centre) => `فريق ${centre}`,
    notYou:
      'تصلك هذه الرسالة لأنّ هذا النموذج أُرسل بعنوان بريدك الإلكتروني من موقعنا. إن لم تكن أنت، فتجاهل هذه الرسالة ببساطة.',
  },
};

/**
 * Stand-ins for the course and centre names in the texts: filled in after the text is escaped, so
 * a name is escaped once, and wrapped in <bdi> in the HTML (a Latin name inside Arabic text).
 */
const COURSE = '\uE000';
const CENTRE = '\uE001';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** The days of a session as the visitor's language writes them: `12–16 janvier 2027`, `12–16 جانفي 2027`. */
function sessionDays({ startDate, endDate }: { startDate: string; endDate: string }, language: Language): string {
  let days = dayFormats.get(language);
  if (!days) {
    days = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, days);
  }
  return days.formatRange(new Date(`${startDate}T00:00:00Z`), new Date(`${endDate}T00:00:00Z`));
}

function acknowledgment(
  kind: RequestKind,
  language: Language,
  course: string | undefined,
  centre: string | undefined,
  session: RequestMailInput['session'],
  logo: MailLogo,
): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const texts = ACKNOWLEDGMENT_TEXTS[language];
  const subject = headerText(texts.subject[kind]);
  const place = session
    ? [texts.session(sessionDays(session, language)), ...(session.waitingList ? [texts.waitingList] : [])]
    : [];
  const paragraphs = [
    texts.greeting,
    // On the waiting list, what comes next is that sentence's.
    [
      texts.received(kind, course === undefined ? undefined : COURSE),
      ...place,
      ...(session?.waitingList ? [] : [texts.next[kind]]),
    ].join(' '),
    centre ? `${texts.closing}\n${texts.signature(CENTRE)}` : texts.closing,
  ];
  // Function replacers: a name with `$&` in it is written as it is.
  const fill = (value: string, show: (name: string) => string) =>
    value.replace(COURSE, () => show(course ?? '')).replace(CENTRE, () => show(centre ?? ''));
  const text = [...paragraphs.map((paragraph) => fill(paragraph, (name) => name)), texts.notYou, ''].join('\n\n');
  const body = [
    ...paragraphs.map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${fill(multiline(paragraph), (name) => `<bdi>${escapeHtml(name)}</bdi>`)}</p>`,
    ),
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(texts.notYou)}</p>`,
  ].join('');
  return { subject, text: text.trimEnd() + '\n', html: mailDocument(language, subject, body, logo) };
}
