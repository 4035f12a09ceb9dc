/**
 * A person's requests, found by their e-mail address or their phone number: what an admin reads
 * to answer an access request (GET /api/people), hands over as a ZIP file (GET
 * /api/people/export.zip) and erases on an erasure request (DELETE /api/people).
 */
import { z } from 'zod';
import { CandidatureSchema, CompanyLeadSchema, ContactMessageSchema, LeadSchema } from './entities.ts';
import { RequestTrailSchema } from './pipeline-schemas.ts';
import { EmailSchema, PhoneSchema } from './schemas.ts';
import { LANGUAGES } from './constants.ts';
import { withCode } from './validation-codes.ts';

/**
 * Two phone numbers are one person's when their digits are the same, or when one's digits end
 * with the other's and the shorter has at least this many: a national number (8 digits in
 * Tunisia) found with or without its country code ("98 765 432", "+216 98 765 432",
 * "00216 98765432"). Fewer digits than that could end another person's number.
 */
export const PHONE_MATCH_MIN_DIGITS = 8;

/** Whether a stored phone number is the searched one, by the rule above (the server's SQL says the same). */
export function samePhone(stored: string, searched: string): boolean {
  const a = stored.replace(/\D/g, '');
  const b = searched.replace(/\D/g, '');
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.length >= PHONE_MATCH_MIN_DIGITS && longer.endsWith(shorter);
}

/**
 * `?email=` (compared without regard to case) or `?phone=` (compared by its digits, see
 * samePhone): one of the two, never both.
 */
const personFields = z.object({ email: EmailSchema.optional(), phone: PhoneSchema });
const onePerson = <Schema extends z.ZodType<{ email?: string; phone?: string }>>(schema: Schema): Schema =>
  schema.superRefine((query, context) => {
    if (query.email === undefined && query.phone === undefined)
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Give an e-mail address or a phone number.',
        ...withCode('required'),
      });
    else if (query.email !== undefined && query.phone !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Give an e-mail address or a phone number, not both.',
        ...withCode('invalid'),
      });
  });
export const PeopleQuerySchema = onePerson(personFields);
/** Whom a request for a person's data is about: an e-mail address or a phone number. */
export type PersonKey = { email: string; phone?: undefined } | { phone: string; email?: undefined };
export type PeopleQuery = z.output<typeof PeopleQuerySchema>;

/** GET /api/people/export.zip: the person, and `lng` for the CSV headings. */
export const PeopleExportQuerySchema = onePerson(personFields.extend({ lng: z.enum(LANGUAGES).optional() }));
export type PeopleExportQuery = z.output<typeof PeopleExportQuerySchema>;

/** The person a checked query names. */
export const personKeyOf = (query: PeopleQuery): PersonKey =>
  query.email !== undefined ? { email: query.email } : { phone: query.phone! };

/** What names a person in the audit trail and in file names: the e-mail or the phone number searched. */
export const personLabel = (person: PersonKey): string => person.email ?? person.phone;

/** A mail of the outbox about a person: to them (an acknowledgment), or a staff notice replying to them. */
export const PersonMailSchema = z.object({
  _id: z.string(),
  /** What it was sent for: `lead-visitor`, `candidature-staff`, ... */
  purpose: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending, sent or failed. */
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().optional(),
});
export type PersonMail = z.infer<typeof PersonMailSchema>;

/** Everything held about one e-mail address or phone number; each request with its notes and status history. */
export const PersonDataSchema = z.object({
  /** The e-mail address searched, or */
  email: z.string().optional(),
  /** the phone number searched. */
  phone: z.string().optional(),
  leads: z.array(LeadSchema.extend(RequestTrailSchema.shape)),
  companyLeads: z.array(CompanyLeadSchema.extend(RequestTrailSchema.shape)),
  /** The CV itself is downloaded from each one's cvPath; its file name is cvOriginalName. */
  candidatures: z.array(CandidatureSchema.extend(RequestTrailSchema.shape)),
  contactMessages: z.array(ContactMessageSchema),
  /**
   * E-mails about these requests still in the outbox (to the person, or replying to them), newest
   * first: those of the address searched, or, for a phone number, of the addresses its requests give.
   */
  outbox: z.array(PersonMailSchema),
  /** How many there are in `outbox`. */
  mails: z.number().int(),
});
export type PersonData = z.infer<typeof PersonDataSchema>;

/** How many of each were erased. */
export const ErasureCountsSchema = z.object({
  leads: z.number().int(),
  companyLeads: z.number().int(),
  candidatures: z.number().int(),
  contactMessages: z.number().int(),
  /** CV files deleted from storage. */
  cvFiles: z.number().int(),
  notes: z.number().int(),
  mails: z.number().int(),
});
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;

export const ErasureSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  deleted: ErasureCountsSchema,
});
export type Erasure = z.infer<typeof ErasureSchema>;
