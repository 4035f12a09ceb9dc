/**
 * Staff users (/api/users): signing out, one's own role and password, and the accounts the admin
 * manages in /admin/staff. Each call is silent: the screens say what went wrong themselves.
 */
import type { AdminSession } from '../domain/entities.ts';
import type { StaffRole } from '../domain/roles.ts';
import type {
  InvitationDetails,
  PasswordChangeInput,
  StaffInvitationInput,
  StaffInvitationSent,
  StaffUser,
  StaffUserInput,
  StaffUserPatch,
} from '../domain/staff.ts';
import { api } from './client.ts';

/** The staff list of /admin/staff; a change puts the user it answers in it. */
export const STAFF_USERS_KEY = ['admin', 'staff-users'] as const;

/** The signed-in user as the server knows them now (their role may have changed since sign-in). */
export const CURRENT_STAFF_KEY = ['admin', 'me'] as const;

export interface CurrentStaff {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  passwordChangeRequired?: true;
}

export const fetchCurrentStaff = (signal?: AbortSignal): Promise<CurrentStaff> =>
  api.get<CurrentStaff>('/users/me', { silent: true, signal });

/** Ends the session on the server: its token is refused from then on. */
export const logout = (): Promise<{ message: string }> =>
  api.post<{ message: string }>('/users/logout', undefined, { silent: true });

/** Answers a fresh session: every other one of the user has ended, the one this was sent with too. */
export const changeOwnPassword = (input: PasswordChangeInput): Promise<AdminSession> =>
  api.post<AdminSession>('/users/me/password', input, { silent: true });

export const fetchStaffUsers = (signal?: AbortSignal): Promise<StaffUser[]> =>
  api.get<StaffUser[]>('/users', { silent: true, signal });

export const createStaffUser = (input: StaffUserInput): Promise<StaffUser> =>
  api.post<StaffUser>('/users', input, { silent: true });

export const updateStaffUser = (id: string, patch: StaffUserPatch): Promise<StaffUser> =>
  api.patch<StaffUser>(`/users/${encodeURIComponent(id)}`, patch, { silent: true });

/** A colleague invited to choose their own password; the answer has the link when mail is off. */
export const inviteStaffUser = (input: StaffInvitationInput): Promise<StaffInvitationSent> =>
  api.post<StaffInvitationSent>('/users/invitations', input, { silent: true });

/** A new link for a colleague who has not chosen a password yet; the old one stops working. */
export const resendInvitation = (id: string): Promise<StaffInvitationSent> =>
  api.post<StaffInvitationSent>(`/users/${encodeURIComponent(id)}/invitation`, undefined, { silent: true });

export const revokeInvitation = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/users/${encodeURIComponent(id)}/invitation`, { silent: true });

/** The invitation page: whom a link is for (404 unknown, 410 used, expired or revoked, with a code). */
export const invitationKey = (token: string) => ['invitation', token] as const;
export const fetchInvitation = (token: string, signal?: AbortSignal): Promise<InvitationDetails> =>
  api.get<InvitationDetails>(`/invitations/${encodeURIComponent(token)}`, { silent: true, signal });

/** The invitee's password chosen: answers their first session. */
export const acceptInvitation = (token: string, password: string): Promise<AdminSession> =>
  api.post<AdminSession>(`/invitations/${encodeURIComponent(token)}`, { password }, { silent: true });
