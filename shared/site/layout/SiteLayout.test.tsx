import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test-utils.tsx';
import { SiteLayout } from './SiteLayout.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the site layout, as pages change', () => {
  it('leaves the loaded page where the visitor scrolled it, and starts a page reached by a link at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderWithSite(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="courses" element={<Link to="/about">Page suivante</Link>} />
          <Route path="about" element={<h1>À propos de nous</h1>} />
        </Route>
      </Routes>,
      { route: '/courses' },
    );
    // Hydrating the page the browser loaded (which the visitor may have scrolled already) moves nothing.
    await screen.findByRole('link', { name: 'Page suivante' });
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante' }));
    expect(await screen.findByRole('heading', { name: 'À propos de nous' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
