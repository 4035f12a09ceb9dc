/** Who to answer: a name first, the email as a mail link, the phone (when given) as a call link. */
import { contactLink } from './inbox-kit.ts';

export function ContactDetails({ name, email, phone, strongName = false }: { name?: string; email: string; phone?: string; strongName?: boolean }) {
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
    <a href={`mailto:${email}`} dir="ltr" className={contactLink}>
      {email}
    </a>
  );
}

/** Dials the digits only: spaces and dashes are how people write a number, not part of it. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={contactLink}>
      {phone}
    </a>
  );
}
