import { REQUEST_PATHS, type RequestKind } from '../../domain/pipeline.ts';

/** The fields of a lead, a company lead or a candidature a notice may name. */
export interface RequestNames {
  name?: string;
  courseOfInterest?: string;
  companyName?: string;
  contactName?: string;
}

/** Who sent a request, as a notice names it: "Name — Course", "Company — Contact", "Name". */
export function requestDetails(kind: RequestKind, request: RequestNames): string {
  const parts =
    kind === 'lead'
      ? [request.name, request.courseOfInterest]
      : kind === 'company-lead'
        ? [request.companyName, request.contactName]
        : [request.name];
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' — ');
}

/** Where the admin opens a request: its inbox, with the request shown. */
export const requestAddress = (kind: RequestKind, id: string): string =>
  `/admin/${REQUEST_PATHS[kind]}?open=${encodeURIComponent(id)}`;
