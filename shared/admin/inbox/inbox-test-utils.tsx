/** For the inbox kit's tests: pipeline requests, paged answers as the server sends them, and where the router is. */
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REQUESTS_PAGE_SIZE } from '../../api/inbox.ts';
import { renderAdminScreen } from '../components/admin-test-utils.tsx';

/** A request of the admin-test-utils makers, with its pipeline fields. */
export const requestItem = <T extends object>(item: T, overrides: Record<string, unknown> = {}) => ({
  status: 'new',
  noteCount: 0,
  ...item,
  ...overrides,
});

/** The stub's key of one page of a list: `GET /leads?status=lost&limit=25&offset=0`. */
export function pageRoute(path: string, filters: Record<string, string> = {}, page = 1): string {
  const params = new URLSearchParams(filters);
  params.set('limit', String(REQUESTS_PAGE_SIZE));
  params.set('offset', String((page - 1) * REQUESTS_PAGE_SIZE));
  return `GET /${path}?${params}`;
}

/** One page as the server answers it: the rows, and the whole filtered list's length in X-Total-Count. */
export const pageOf = (items: readonly unknown[], total = items.length) => ({
  body: items,
  headers: { 'X-Total-Count': String(total) },
});

/** The request opened: its fields, notes and history. */
export const detailOf = (item: object, trail: { notes?: unknown[]; history?: unknown[] } = {}) => ({
  body: { ...item, notes: trail.notes ?? [], history: trail.history ?? [] },
});

export const SUMMARY = {
  leads: { new: 12, contacted: 5, enrolled: 3, lost: 2 },
  companyLeads: { new: 1, quoted: 2, won: 0, lost: 0 },
  candidatures: { new: 4, interview: 1, hired: 0, rejected: 6 },
};

/** Renders where the router is, for the test to read with `currentUrl()`, and the browser's back and forward buttons (`goBack()`, `goForward()`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      <button type="button" data-testid="back" onClick={() => void navigate(-1)} />
      <button type="button" data-testid="forward" onClick={() => void navigate(1)} />
    </>
  );
}

export const goBack = () => act(() => screen.getByTestId('back').click());
export const goForward = () => act(() => screen.getByTestId('forward').click());

export const currentUrl = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** Renders an admin screen as renderAdminScreen does, with the LocationProbe beside it. */
export const renderWithLocation = (ui: ReactElement, options: Parameters<typeof renderAdminScreen>[1]) =>
  renderAdminScreen(
    <>
      {ui}
      <LocationProbe />
    </>,
    options,
  );
