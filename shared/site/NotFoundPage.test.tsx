import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../test-utils.tsx';
import AboutPage from './about/AboutPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';

describe('the not-found page', () => {
  it('says so in the current language and leads back home', async () => {
    await renderWithSite(<NotFoundPage />, { route: '/nowhere', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('الصفحة غير موجودة | مركز التكوين');
  });
});

describe('the about page', () => {
  it('names the three values in French exactly', async () => {
    await renderWithSite(<AboutPage />, { route: '/about' });
    for (const name of ['Excellence', 'Passion', 'Ouverture']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
