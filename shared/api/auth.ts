/** The staff sign-in (auth); the courses' sessions are sessions.ts. */
import type { AdminSession } from '../domain/entities.ts';
import type { LoginInput } from '../domain/schemas.ts';
import { api } from './client.ts';

export const login = (credentials: LoginInput): Promise<AdminSession> =>
  api.post<AdminSession>('/users/login', credentials, { silent: true });
