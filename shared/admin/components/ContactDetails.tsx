/** Who to answer: a name first, the email as a mail link, the phone (when given) as a call link. */
import { contactLink } from './inbox-kit.ts';
import { phoneHref } from '../../ui/contact-links.ts';

export function ContactDetails({
  name,
  email,
  phone,
  strongName = false,
}: {
  name?: string;
  email: string;
  phone?: string;
  strongName?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      {name && (
        <span dir="auto" className={strongName ? 'font-semibold text-slate-900' : 'font-medium text-slate-900'}>
          {name}
        </span>
      )}
      <EmailLink email={email} />
      {phone && <PhoneLink phone={phone} />}
    </div>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    // Unlike a phone, a long address may wrap anywhere: kept on one line, it pushed a table's actions out of view.
    <a
      href={`mailto:${email}`}
      dir="ltr"
      className="text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
    >
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={phoneHref(phone)} dir="ltr" className={contactLink}>
      {phone}
    </a>
  );
}
