/** What visitors send: leads (pre-registrations), company leads (quote requests), contact messages and candidatures (job applications). */
import i18next from 'i18next';
import { toLanguage } from '../i18n/languages.ts';
import type { Candidature, CompanyLead, ContactMessage, Lead } from '../domain/entities.ts';
import type { CompanyLeadInput, ContactMessageInput, LeadInput } from '../domain/schemas.ts';
import { api } from './client.ts';

/** The page's language goes with each request: the acknowledgment e-mail is written in it. */
const withPageLanguage = <T extends object>(request: T) => ({ ...request, language: toLanguage(i18next.language) });

type LeadPayload = Omit<LeadInput, 'learningPaceInterest'> & {
  learningPaceInterest?: LeadInput['learningPaceInterest'];
};

export const sendLead = (lead: LeadPayload): Promise<Lead> =>
  api.post<Lead>('/leads', withPageLanguage(lead), { silent: true });

export const sendCompanyLead = (lead: CompanyLeadInput): Promise<CompanyLead> =>
  api.post<CompanyLead>('/company-leads', withPageLanguage(lead), { silent: true });

export const sendContactMessage = (message: ContactMessageInput): Promise<ContactMessage> =>
  api.post<ContactMessage>('/contact-messages', message, { silent: true });

export interface CandidaturePayload {
  name: string;
  email: string;
  phone?: string;
  message?: string;
  website?: string;
  /** Ticked the consent box of the privacy notice. */
  consent?: boolean;
  cv: File;
}

export function sendCandidature(application: CandidaturePayload): Promise<Candidature> {
  const form = new FormData();
  for (const [key, value] of Object.entries(withPageLanguage(application))) {
    if (value === undefined || value === '') continue;
    form.append(key, typeof value === 'boolean' ? String(value) : value);
  }
  return api.post<Candidature>('/candidatures', form, { silent: true });
}
