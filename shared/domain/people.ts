/**
 * A person's requests, found by their e-mail address: what an admin reads to answer an access
 * request (GET /api/people) and erases on an erasure request (DELETE /api/people).
 */
import { z } from 'zod';
import { CandidatureSchema, CompanyLeadSchema, ContactMessageSchema, LeadSchema } from './entities.ts';
import { RequestTrailSchema } from './pipeline-schemas.ts';
import { EmailSchema } from './schemas.ts';

/** `?email=`: compared without regard to case. */
export const PeopleQuerySchema = z.object({ email: EmailSchema });
export type PeopleQuery = z.output<typeof PeopleQuerySchema>;

/** Everything held about one e-mail address; each request with its notes and status history. */
export const PersonDataSchema = z.object({
  email: z.string(),
  leads: z.array(LeadSchema.extend(RequestTrailSchema.shape)),
  companyLeads: z.array(CompanyLeadSchema.extend(RequestTrailSchema.shape)),
  /** The CV itself is downloaded from each one's cvPath; its file name is cvOriginalName. */
  candidatures: z.array(CandidatureSchema.extend(RequestTrailSchema.shape)),
  contactMessages: z.array(ContactMessageSchema),
  /** E-mails about these requests still in the outbox (to the person, or replying to them). */
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

export const ErasureSchema = z.object({ email: z.string(), deleted: ErasureCountsSchema });
export type Erasure = z.infer<typeof ErasureSchema>;
