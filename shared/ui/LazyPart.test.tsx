import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { LazyPart } from './LazyPart.tsx';

describe('LazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a message and a reload where a lazy part failed to load, and leaves the rest of the page', async () => {
    await initI18n({ language: 'fr' });
    // React reports the caught error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Gestion des Cours</h1>
        <LazyPart loading={<p>Chargement...</p>}>
          <Broken />
        </LazyPart>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette partie de la page n'a pas pu être chargée.");
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gestion des Cours' })).toBeInTheDocument();
  });
});
