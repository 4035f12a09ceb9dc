/** What visitors send: pre-registrations, company quotes, contact messages and job applications. */
import type { Candidature, CompanyLead, ContactMessage, Lead } from '../domain/entities.ts';
import type { CompanyLeadInput, ContactMessageInput, LeadInput } from '../domain/schemas.ts';
import { api } from './client.ts';

type LeadPayload = Omit<LeadInput, 'learningPaceInterest'> & { learningPaceInterest?: LeadInput['learningPaceInterest'] };

export const sendLead = (lead: LeadPayload): Promise<Lead> => api.post<Lead>('/leads', lead, { silent: true });

export const sendCompanyLead = (lead: CompanyLeadInput): Promise<CompanyLead> => api.post<CompanyLead>('/company-leads', lead, { silent: true });

export const sendContactMessage = (message: ContactMessageInput): Promise<ContactMessage> =>
  api.post<ContactMessage>('/contact-messages', message, { silent: true });

export interface ApplicationPayload {
  name: string;
  email: string;
  phone?: string;
  message?: string;
  website?: string;
  cv: File;
}

export function sendApplication(application: ApplicationPayload): Promise<Candidature> {
  const form = new FormData();
  for (const [key, value] of Object.entries(application)) {
    if (value !== undefined && value !== '') form.append(key, value as string | Blob);
  }
  return api.post<Candidature>('/candidatures', form, { silent: true });
}
