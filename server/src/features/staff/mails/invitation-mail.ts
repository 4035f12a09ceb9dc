/**
 * The mail that invites a colleague to the admin: in the language the admin chose for them, signed
 * with the centre's name, with the one-time link where they choose their password.
 */
import { type Language, type StaffRole } from '../../../../../shared/domain/index.ts';
import type { OutgoingMail } from '../../../infra/mail/outbox.ts';
import { escapeHtml } from '../../../infra/http/escape-html.ts';
import { headerText, mailButton, mailDocument } from '../../../infra/mail/mail-html.ts';

export interface InvitationMailInput {
  to: string;
  name: string;
  role: StaffRole;
  language: Language;
  link: string;
  lifetimeHours: number;
  centreName: string;
}

interface InvitationTexts {
  subject: (centre: string) => string;
  greeting: (name: string) => string;
  invited: (centre: string, role: string) => string;
  action: string;
  expires: (hours: number) => string;
  notYou: string;
  roles: Record<StaffRole, string>;
}

const TEXTS: Record<Language, InvitationTexts> = {
  fr: {
    subject: (centre) => `Invitation à l'administration de ${centre}`,
    greeting: (name) => `Bonjour ${name},`,
    invited: (centre, role) =>
      `Vous êtes invité(e) à rejoindre l'équipe de ${centre} dans son administration, avec le rôle « ${role} ».`,
    action: 'Choisir mon mot de passe',
    expires: (hours) => `Ce lien ne sert qu'une fois et expire dans ${hours} heures.`,
    notYou:
      "Si vous n'attendiez pas cette invitation, ignorez simplement ce message : aucun compte ne sera utilisable sans ce lien.",
    roles: { admin: 'Administrateur', editor: 'Éditeur', sales: 'Commercial', recruiter: 'Recruteur' },
  },
  en: {
    subject: (centre) => `Invitation to the ${centre} admin`,
    greeting: (name) => `Hello ${name},`,
    invited: (centre, role) => `You are invited to join the ${centre} team in its admin, with the role “${role}”.`,
    action: 'Choose my password',
    expires: (hours) => `This link works once and expires in ${hours} hours.`,
    notYou:
      'If you did not expect this invitation, simply ignore this message: the account cannot be used without this link.',
    roles: { admin: 'Administrator', editor: 'Editor', sales: 'Sales', recruiter: 'Recruiter' },
  },
  ar: {
    subject: (centre) => `دعوة إلى إدارة ${centre}`,
    greeting: (name) => `مرحبًا ${name}،`,
    invited: (centre, role) => `أنت مدعوّ للانضمام إلى فريق ${centre} في لوحة الإدارة، بدور «${role}».`,
    action: 'اختيار كلمة المرور',
    expires: (hours) => `يُستعمل هذا الرابط مرّة واحدة وتنتهي صلاحيته بعد ${hours} ساعة.`,
    notYou: 'إن لم تكن تنتظر هذه الدعوة، فتجاهل هذه الرسالة ببساطة: لا يمكن استعمال الحساب دون هذا الرابط.',
    roles: { admin: 'مدير', editor: 'محرّر', sales: 'مبيعات', recruiter: 'توظيف' },
  },
};

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const texts = TEXTS[input.language];
  const role = texts.roles[input.role];
  const subject = headerText(texts.subject(input.centreName));
  const paragraphs = [texts.greeting(input.name), texts.invited(input.centreName, role)];
  const text = [
    ...paragraphs,
    `${texts.action}:\n${input.link}`,
    texts.expires(input.lifetimeHours),
    texts.notYou,
    '',
  ].join('\n\n');
  const body = [
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`),
    `<p style="margin:0 0 16px">${mailButton(input.link, texts.action)}</p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#4b5563" dir="ltr">${escapeHtml(input.link)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(texts.expires(input.lifetimeHours))}</p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(texts.notYou)}</p>`,
  ].join('');
  return {
    purpose: 'staff-invitation',
    to: input.to,
    subject,
    text,
    html: mailDocument(input.language, subject, body),
  };
}
