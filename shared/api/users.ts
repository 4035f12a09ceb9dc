/**
 * Staff users (/api/users): signing out, one's own role and password, and the accounts the admin
 * manages in /admin/staff. Each call is silent: the screens say what went wrong themselves.
 */
import type { AdminSession } from '../domain/entities.ts';
import type { StaffRole } from '../domain/roles.ts';
import type { PasswordChangeInput, StaffUser, StaffUserInput, StaffUserPatch } from '../domain/staff.ts';
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
}

export const fetchCurrentStaff = (signal?: AbortSignal): Promise<CurrentStaff> => api.get<CurrentStaff>('/users/me', { silent: true, signal });

/** Ends the session on the server: its token is refused from then on. */
export const logout = (): Promise<{ message: string }> => api.post<{ message: string }>('/users/logout', undefined, { silent: true });

/** Answers a fresh session: every other one of the user has ended, the one this was sent with too. */
export const changeOwnPassword = (input: PasswordChangeInput): Promise<AdminSession> => api.post<AdminSession>('/users/me/password', input, { silent: true });

export const fetchStaffUsers = (signal?: AbortSignal): Promise<StaffUser[]> => api.get<StaffUser[]>('/users', { silent: true, signal });

export const createStaffUser = (input: StaffUserInput): Promise<StaffUser> => api.post<StaffUser>('/users', input, { silent: true });

export const updateStaffUser = (id: string, patch: StaffUserPatch): Promise<StaffUser> =>
  api.patch<StaffUser>(`/users/${encodeURIComponent(id)}`, patch, { silent: true });
