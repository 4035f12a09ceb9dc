import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSite, stubFetch } from '../../test-utils.tsx';
import InstructorsPage from './InstructorsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const salmaTitle = { fr: 'Formatrice en comptabilité', en: 'Accounting trainer', ar: 'مدرّبة في المحاسبة' };

describe('the instructors page', () => {
  it("shows the centre's instructors from the API, with photo or initials", async () => {
    stubFetch(async () =>
      jsonResponse(200, [
        {
          _id: 'i1',
          name: 'Salma Riahi',
          title: salmaTitle,
          imageUrl: '/uploads/images/salma.webp',
          createdAt: '2026-01-02T10:00:00.000Z',
        },
        {
          _id: 'i2',
          name: 'Omar Zouari',
          title: { fr: 'Développeur Python', en: 'Python developer', ar: 'مطوّر بايثون' },
          createdAt: '2026-01-01T10:00:00.000Z',
        },
      ]),
    );
    const { container } = await renderWithSite(<InstructorsPage />, { route: '/instructors' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Salma Riahi' })).toBeInTheDocument();
    expect(screen.getByText('Formatrice en comptabilité')).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/images/salma.webp"]')).not.toBeNull();
    expect(screen.getByText('OZ')).toBeInTheDocument();
    expect(screen.queryByText('Amira Ben Salah')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Accounting trainer', 'Python developer'],
    ['ar', 'مدرّبة في المحاسبة', 'مطوّر بايثون'],
  ] as const)('shows each title in the page language (%s), never the French one', async (language, salma, omar) => {
    stubFetch(async () =>
      jsonResponse(200, [
        { _id: 'i1', name: 'Salma Riahi', title: salmaTitle, createdAt: '2026-01-02T10:00:00.000Z' },
        {
          _id: 'i2',
          name: 'Omar Zouari',
          title: { fr: 'Développeur Python', en: 'Python developer', ar: 'مطوّر بايثون' },
          createdAt: '2026-01-01T10:00:00.000Z',
        },
      ]),
    );
    await renderWithSite(<InstructorsPage />, { route: '/instructors', language });
    expect(await screen.findByText(salma)).toBeInTheDocument();
    expect(screen.getByText(omar)).toBeInTheDocument();
    expect(screen.queryByText(salmaTitle.fr)).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    await renderWithSite(<InstructorsPage />, { route: '/instructors' });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
  });

  it('falls back to the four built-in instructors when there are none', async () => {
    stubFetch(async () => jsonResponse(200, []));
    await renderWithSite(<InstructorsPage />, { route: '/instructors', language: 'en' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Amira Ben Salah' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('Software engineer & trainer')).toBeInTheDocument();
  });

  it('falls back to the four built-in instructors when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithSite(<InstructorsPage />, { route: '/instructors', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 3, name: 'أميرة بن صالح' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
