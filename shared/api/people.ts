/**
 * A person's data (/api/people, admins only): everything held about an e-mail address or a phone
 * number, its ZIP export and its erasure. Every read is recorded in the audit trail: the screen
 * reads when asked, never again by itself.
 */
import type { Erasure, PersonData, PersonKey } from '../domain/people.ts';
import type { Language } from '../domain/constants.ts';
import { api } from './client.ts';

export const PEOPLE_KEY = ['admin', 'people'] as const;
export const personKey = (person: PersonKey) => [...PEOPLE_KEY, person] as const;

const queryOf = (person: PersonKey) =>
  new URLSearchParams(person.email !== undefined ? { email: person.email } : { phone: person.phone });

export const fetchPerson = (person: PersonKey, signal?: AbortSignal): Promise<PersonData> =>
  api.get<PersonData>(`/people?${queryOf(person)}`, { silent: true, signal });

/** Where the ZIP file is (after /api), its CSV headings in `language`: for platform.downloadFile. */
export const personExportPath = (person: PersonKey, language: Language): string => {
  const query = queryOf(person);
  query.set('lng', language);
  return `/people/export.zip?${query}`;
};

export const erasePerson = (person: PersonKey): Promise<Erasure> => api.delete<Erasure>(`/people?${queryOf(person)}`);
