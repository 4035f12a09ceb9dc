/**
 * The mails of a new request (staff in French, the visitor in the page's language), the choice of
 * that language, and the mail settings.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';
import { type MailConfig, mailConfigFrom } from '../src/infra/mail/mailer.ts';
import { pickLanguage } from '../src/infra/http/language.ts';
import {
  type CandidatureFields,
  type CompanyLeadFields,
  type LeadFields,
  requestMails,
} from '../src/features/requests/mails/request-mails.ts';

const MAIL: MailConfig = {
  enabled: true,
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: 'Takwin <no-reply@takwin.tn>',
  notifyEmails: ['accueil@takwin.tn', 'direction@takwin.tn'],
  publicUrl: 'https://www.takwin.tn',
};

const lead: LeadFields = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Amira <script>alert(1)</script> & Co',
  email: 'amira@example.tn',
  phone: '+216 20 000 000',
  courseOfInterest: 'React from scratch',
  learningPaceInterest: 'Intensif',
  message: 'Bonjour,\n<b>disponible</b> le soir.',
};

const companyLead: CompanyLeadFields = {
  _id: 'company-1',
  companyName: 'Sfax Logistique',
  contactName: 'Karim',
  email: 'karim@sfax-logistique.tn',
  message: 'Dix personnes.',
};

const candidature: CandidatureFields = {
  _id: 'candidature-1',
  name: 'Youssef',
  email: 'youssef@example.tn',
  cvOriginalName: 'cv-youssef.pdf',
};

const staffOf = (mails: ReturnType<typeof requestMails>) => mails.filter((mail) => mail.purpose.endsWith('-staff'));
const acknowledgmentOf = (mails: ReturnType<typeof requestMails>) => {
  const found = mails.filter((mail) => mail.purpose.endsWith('-acknowledgment'));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('requestMails', () => {
  it('makes none when mail is off', () => {
    expect(
      requestMails({ kind: 'lead', request: lead, language: 'fr' }, { ...MAIL, enabled: false, smtpUrl: undefined }),
    ).toEqual([]);
  });

  it('tells each staff address in French, with the request, a reply-to the visitor and the link to it', () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      const mails = requestMails(
        { kind: 'lead', request: lead, language, courseTitle: { fr: 'React', en: 'React', ar: 'React' } },
        MAIL,
      );
      expect(mails).toHaveLength(3);
      const staff = staffOf(mails);
      expect(staff.map((mail) => mail.to)).toEqual(MAIL.notifyEmails);
      for (const mail of staff) {
        expect(mail.purpose).toBe('lead-staff');
        expect(mail.replyTo).toBe(lead.email);
        expect(mail.subject).toBe('Nouvelle pré-inscription : Amira <script>alert(1)</script> & Co');
        const link = `https://www.takwin.tn/admin/leads?open=${lead._id}`;
        expect(mail.text).toContain(`Ouvrir dans l'administration : ${link}`);
        expect(mail.text).toContain('Formation : React');
        expect(mail.text).toContain('Rythme souhaité : Intensif');
        expect(mail.text).toContain('Téléphone : +216 20 000 000');
        expect(mail.text).toContain('Bonjour,\n<b>disponible</b> le soir.');
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain('<html lang="fr" dir="ltr">');
        // What the visitor typed is text in the HTML, never markup.
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<b>disponible');
        expect(mail.html).toContain('Amira &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
        expect(mail.html).toContain('Bonjour,<br>&lt;b&gt;disponible&lt;/b&gt; le soir.');
      }
    }
  });

  it("names the course in French in the staff mail and in the visitor's language in the acknowledgment", () => {
    const courseTitle = { fr: 'Langage Python', en: 'Python language', ar: 'لغة Python' };
    const mails = requestMails({ kind: 'lead', request: lead, language: 'ar', courseTitle }, MAIL);
    for (const mail of staffOf(mails)) {
      expect(mail.text).toContain('Formation : Langage Python\n');
      expect(mail.text).not.toContain('لغة');
    }
    expect(acknowledgmentOf(mails).text).toContain('«لغة Python»');
    // A language the catalogue left blank falls back to French, as on the site.
    expect(
      acknowledgmentOf(
        requestMails({ kind: 'lead', request: lead, language: 'en', courseTitle: { ...courseTitle, en: '' } }, MAIL),
      ).text,
    ).toContain('“Langage Python”');
  });

  it('falls back to the course as typed in the staff mail, and leaves the row out when there is none', () => {
    const [typed] = staffOf(requestMails({ kind: 'lead', request: lead, language: 'fr' }, MAIL));
    expect(typed!.text).toContain('Formation : React from scratch');
    const [none] = staffOf(
      requestMails(
        { kind: 'lead', request: { ...lead, courseOfInterest: undefined, phone: undefined }, language: 'fr' },
        MAIL,
      ),
    );
    expect(none!.text).not.toContain('Formation');
    expect(none!.text).not.toContain('Téléphone');
  });

  it("acknowledges in the visitor's language, right to left in Arabic, with a text part and nothing they typed", () => {
    const expected = {
      fr: {
        subject: 'Votre pré-inscription a bien été reçue',
        text: 'Nous avons bien reçu votre pré-inscription à la formation « React ».',
      },
      en: {
        subject: 'Your pre-registration has been received',
        text: 'We have received your pre-registration for the course “React”.',
      },
      ar: { subject: 'تمّ استلام طلب التسجيل المسبق', text: 'لقد تلقّينا طلب تسجيلك المسبق في دورة «React».' },
    } as const;
    for (const language of ['fr', 'en', 'ar'] as const) {
      const mail = acknowledgmentOf(
        requestMails(
          { kind: 'lead', request: lead, language, courseTitle: { fr: 'React', en: 'React', ar: 'React' } },
          MAIL,
        ),
      );
      expect(mail.to).toBe(lead.email);
      expect(mail.replyTo).toBeUndefined();
      expect(mail.subject).toBe(expected[language].subject);
      expect(mail.text).toContain(expected[language].text);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      if (language === 'ar') {
        expect(mail.html).toContain('<html lang="ar" dir="rtl">');
        expect(mail.html).toContain('<div lang="ar" dir="rtl"');
        expect(mail.html).toContain('text-align:right');
        // A Latin course name isolated inside the Arabic sentence.
        expect(mail.html).toContain('«<bdi>React</bdi>»');
        expect(mail.text).toContain('فريق Takwin');
      } else {
        expect(mail.html).toContain(`<html lang="${language}" dir="ltr">`);
        expect(mail.html).not.toContain('rtl');
      }
      for (const typed of ['Amira', 'alert(1)', 'disponible', 'React from scratch']) {
        expect(mail.text).not.toContain(typed);
        expect(mail.html).not.toContain(typed);
      }
    }
  });

  it('signs with the centre given, escaped, and sends replies to its address', () => {
    const mail = acknowledgmentOf(
      requestMails(
        { kind: 'lead', request: lead, language: 'fr', centreName: 'Centre <Nour> $&', centreEmail: 'contact@nour.tn' },
        MAIL,
      ),
    );
    expect(mail.replyTo).toBe('contact@nour.tn');
    expect(mail.text).toContain("Cordialement,\nL'équipe Centre <Nour> $&");
    expect(mail.html).toContain('<bdi>Centre &lt;Nour&gt; $&amp;</bdi>');
    expect(mail.text).toContain('Nous avons bien reçu votre pré-inscription. Notre équipe');
  });

  it('describes quote requests and applications, each with its own link', () => {
    for (const { mails, subject, line, link, acknowledgment } of [
      {
        mails: requestMails({ kind: 'company-lead', request: companyLead, language: 'en' }, MAIL),
        subject: 'Nouvelle demande de devis : Sfax Logistique',
        line: 'Contact : Karim',
        link: 'https://www.takwin.tn/admin/company-leads?open=company-1',
        acknowledgment: 'Your quote request has been received',
      },
      {
        mails: requestMails({ kind: 'candidature', request: candidature, language: 'ar' }, MAIL),
        subject: 'Nouvelle candidature : Youssef',
        line: 'CV : cv-youssef.pdf',
        link: 'https://www.takwin.tn/admin/candidatures?open=candidature-1',
        acknowledgment: 'تمّ استلام ترشّحك',
      },
    ]) {
      const [staff] = staffOf(mails);
      expect(staff!.subject).toBe(subject);
      expect(staff!.text).toContain(line);
      expect(staff!.text).toContain(link);
      expect(acknowledgmentOf(mails).subject).toBe(acknowledgment);
    }
  });

  it('keeps a subject on one line', () => {
    const [staff] = staffOf(
      requestMails(
        { kind: 'lead', request: { ...lead, name: 'Amira\r\nBcc: victim@example.tn' }, language: 'fr' },
        MAIL,
      ),
    );
    expect(staff!.subject).toBe('Nouvelle pré-inscription : Amira Bcc: victim@example.tn');
  });

  it('sends only the acknowledgment when no staff address is set', () => {
    const mails = requestMails({ kind: 'lead', request: lead, language: 'fr' }, { ...MAIL, notifyEmails: [] });
    expect(mails.map((mail) => mail.purpose)).toEqual(['lead-acknowledgment']);
  });
});

describe('pickLanguage', () => {
  it("takes the form's language when it is one of ours", () => {
    expect(pickLanguage('ar', 'en-US,en;q=0.9')).toBe('ar');
    expect(pickLanguage('en', undefined)).toBe('en');
  });

  it('otherwise takes the best language of Accept-Language that we write', () => {
    expect(pickLanguage(undefined, 'de-DE,de;q=0.9,ar-TN;q=0.8,en;q=0.7')).toBe('ar');
    expect(pickLanguage('de', 'en-GB,fr;q=0.5')).toBe('en');
    expect(pickLanguage(42, 'fr;q=0.2, en;q=0.9')).toBe('en');
    expect(pickLanguage(undefined, 'EN;Q=0.5, AR;q=0.6')).toBe('ar');
    // A tie goes to the first listed; q=0 means "not this one"; a malformed weight too.
    expect(pickLanguage(undefined, 'ar, en')).toBe('ar');
    expect(pickLanguage(undefined, 'en;q=0, ar;q=0.1')).toBe('ar');
    expect(pickLanguage(undefined, 'en;q=abc, ar;q=0.1')).toBe('ar');
  });

  it('falls back to French', () => {
    expect(pickLanguage(undefined, undefined)).toBe('fr');
    expect(pickLanguage('', '')).toBe('fr');
    expect(pickLanguage('FR ', 'de, *;q=0.5')).toBe('fr');
    expect(pickLanguage(undefined, 'en;q=0')).toBe('fr');
  });
});

describe('mail settings', () => {
  it('are off by default, with a sender and a public address for links', () => {
    const config = readConfig({ PORT: '4000' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('no-reply@localhost');
    expect(config.notifyEmails).toEqual([]);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(mailConfigFrom(config).enabled).toBe(false);
  });

  it('read SMTP_URL, MAIL_FROM, NOTIFY_EMAILS and PUBLIC_URL', () => {
    const config = readConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.tn:465',
      MAIL_FROM: '"Centre Takwin" <contact@takwin.tn>',
      NOTIFY_EMAILS: ' accueil@takwin.tn, Direction@takwin.tn ,direction@takwin.tn,',
      PUBLIC_URL: 'https://www.takwin.tn/',
    });
    expect(mailConfigFrom(config)).toEqual({
      enabled: true,
      smtpUrl: 'smtps://user:secret@smtp.example.tn:465',
      from: '"Centre Takwin" <contact@takwin.tn>',
      notifyEmails: ['accueil@takwin.tn', 'Direction@takwin.tn'],
      publicUrl: 'https://www.takwin.tn',
    });
    expect(readConfig({ PUBLIC_URL: 'https://example.tn/centre//' }).publicUrl).toBe('https://example.tn/centre');
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.tn' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp.example.tn:587' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Takwin' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@b.tn, c@d.tn' }, 'MAIL_FROM'],
    [{ NOTIFY_EMAILS: 'accueil@takwin.tn; direction@takwin.tn' }, 'NOTIFY_EMAILS'],
    [{ NOTIFY_EMAILS: 'accueil' }, 'NOTIFY_EMAILS'],
    [{ PUBLIC_URL: 'www.takwin.tn' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://takwin.tn' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://takwin.tn/?a=1' }, 'PUBLIC_URL'],
  ])('refuse %o', (env, name) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(name);
  });
});
