import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import type { InboxOverview } from '../../api/inbox.ts';
import { countTicks, relativeAge } from './overview-data.ts';
import OverviewPage from './OverviewPage.tsx';

const NOW = new Date('2025-03-20T10:00:00Z');

/** 12 Mondays, oldest first, ending with the week of NOW (17 March 2025). */
const MONDAYS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2024, 11, 30 + index * 7)).toISOString().slice(0, 10),
);

function overview(overrides: Partial<InboxOverview> = {}): InboxOverview {
  return {
    weeks: MONDAYS.map((start, index) => ({
      start,
      lead: index,
      'company-lead': index % 2,
      candidature: index === 11 ? 4 : 0,
    })),
    conversion: [
      { course: 'Développement web', leads: 10, enrolled: 3 },
      { course: 'Anglais des affaires', leads: 4, enrolled: 4 },
      { course: '', leads: 2, enrolled: 0 },
    ],
    waiting: [
      {
        kind: 'lead',
        _id: 'l1',
        name: 'Amira Ben Salah',
        createdAt: '2025-03-17T09:00:00Z',
      },
      {
        kind: 'company-lead',
        _id: 'c1',
        name: 'Sotupress',
        createdAt: '2025-03-20T07:00:00Z',
      },
      {
        kind: 'candidature',
        _id: 'k1',
        name: 'Youssef Trabelsi',
        createdAt: '2025-03-20T09:55:00Z',
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the overview page', () => {
  it('shows the requests of the 12 weeks per kind, as a chart and as a table for screen readers', async () => {
    stubApi({ 'GET /inbox/overview': { body: overview() } });
    await renderAdminScreen(<OverviewPage />);

    expect(await screen.findByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeInTheDocument();
    const figure = await screen.findByRole('figure', {
      name: /Demandes reçues chaque semaine/,
    });
    const table = within(figure).getByRole('table', {
      name: 'Demandes par semaine',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Semaine du', 'Pré-inscriptions', 'Demandes entreprises', 'Candidatures', 'Total']);
    // The oldest week first, the current one last, each with its counts and total.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('30 déc. 2024');
    expect(within(rows[12]!).getByRole('rowheader')).toHaveTextContent('17 mars 2025');
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '1', '4', '16']);

    // The drawing: one group per week, its bars stacked, the time running left to right.
    const chart = screen.getByTestId('weekly-chart');
    const weeks = chart.querySelectorAll('g[data-week]');
    expect(weeks).toHaveLength(12);
    expect(Number(weeks[0]!.getAttribute('data-x'))).toBeLessThan(Number(weeks[11]!.getAttribute('data-x')));
    expect(weeks[11]!.querySelectorAll('rect')).toHaveLength(3);
    expect(weeks[0]!.querySelectorAll('rect')).toHaveLength(0);
    expect(chart).toHaveTextContent('17 mars');
  });

  it('shows the conversion of each course as a rate', async () => {
    stubApi({ 'GET /inbox/overview': { body: overview() } });
    await renderAdminScreen(<OverviewPage />);

    const table = await screen.findByRole('table', {
      name: 'Conversion par cours',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Développement web');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['10', '3', '30 %']);
    expect(within(rows[1]!).getAllByRole('cell').at(-1)?.textContent?.replace(/\s/g, ' ')).toBe('100 %');
    expect(rows[2]).toHaveTextContent('Cours non précisé');
    expect(within(rows[2]!).getAllByRole('cell').at(-1)?.textContent?.replace(/\s/g, ' ')).toBe('0 %');
  });

  it('links each waiting request to its inbox, with how long it has waited', async () => {
    stubApi({ 'GET /inbox/overview': { body: overview() } });
    await renderAdminScreen(<OverviewPage />);

    const waiting = await screen.findByRole('region', {
      name: 'En attente de réponse',
    });
    const links = within(waiting).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/leads?open=l1',
      '/admin/company-leads?open=c1',
      '/admin/candidatures?open=k1',
    ]);
    expect(links[0]).toHaveTextContent('Amira Ben Salah');
    expect(links[0]).toHaveTextContent('Pré-inscriptions');
    expect(links[0]).toHaveTextContent('reçue il y a 3 jours');
    expect(links[1]).toHaveTextContent('reçue il y a 3 heures');
    expect(links[2]).toHaveTextContent('reçue il y a 5 minutes');
    expect(within(links[0]!).getByText('reçue il y a 3 jours')).toHaveAttribute('datetime', '2025-03-17T09:00:00Z');
  });

  it('runs the weeks right to left in Arabic, and writes its texts in Arabic', async () => {
    stubApi({ 'GET /inbox/overview': { body: overview() } });
    await renderAdminScreen(<OverviewPage />, { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeInTheDocument();
    const weeks = (await screen.findByTestId('weekly-chart')).querySelectorAll('g[data-week]');
    expect(weeks[0]!.getAttribute('data-week')).toBe(MONDAYS[0]);
    // The oldest week at the right, the current week at the left.
    expect(Number(weeks[0]!.getAttribute('data-x'))).toBeGreaterThan(Number(weeks[11]!.getAttribute('data-x')));
    expect(screen.getByRole('region', { name: 'في انتظار الرد' })).toHaveTextContent('وردت قبل 3 أيام');
    expect(screen.getByRole('table', { name: 'التحويل حسب الدورة' })).toHaveTextContent('30');
  });

  it('says when there is nothing yet', async () => {
    stubApi({
      'GET /inbox/overview': {
        body: overview({
          weeks: MONDAYS.map((start) => ({
            start,
            lead: 0,
            'company-lead': 0,
            candidature: 0,
          })),
          conversion: [],
          waiting: [],
        }),
      },
    });
    await renderAdminScreen(<OverviewPage />);

    expect(await screen.findByText('Aucune demande reçue sur les 12 dernières semaines.')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-chart')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune pré-inscription pour le moment.')).toBeInTheDocument();
    expect(screen.getByText("Aucune demande n'attend de réponse.")).toBeInTheDocument();
  });

  it('says when it could not load, and tries again on demand', async () => {
    let fail = true;
    stubApi({
      'GET /inbox/overview': () => (fail ? { status: 500, body: { message: 'Oups' } } : { body: overview() }),
    });
    await renderAdminScreen(<OverviewPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible de charger la vue d'ensemble.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Conversion par cours' })).toBeInTheDocument();
  });
});

describe('the overview’s helpers', () => {
  it('round the count axis', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(16)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(230)).toEqual([0, 100, 200, 300]);
  });

  it('say how long ago in the largest whole unit', () => {
    const now = NOW.getTime();
    expect(relativeAge('2025-03-20T09:59:40Z', now, 'fr-TN')).toBe('maintenant');
    expect(relativeAge('2025-03-19T09:00:00Z', now, 'fr-TN')).toBe('hier');
    expect(relativeAge('2025-03-07T10:00:00Z', now, 'fr-TN')).toBe('il y a 13 jours');
    expect(relativeAge('2025-02-01T10:00:00Z', now, 'en-GB')).toBe('6 weeks ago');
    expect(relativeAge('2025-01-01T10:00:00Z', now, 'en-GB')).toBe('2 months ago');
  });
});
