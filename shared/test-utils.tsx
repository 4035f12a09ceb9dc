/** Renders a screen as the site does: i18n in a chosen language, the router, the platform. */
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { CourseSummary } from './domain/entities.ts';
import { initI18n, loadAllTranslations, switchLanguage } from './i18n/i18n.ts';
import { AdminSessionProvider } from './platform/AdminSession.tsx';
import { PlatformProvider } from './platform/PlatformContext.tsx';
import { webPlatform } from './platform/web.ts';

export async function renderWithSite(ui: ReactElement, { language = 'fr', route = '/' }: { language?: string; route?: string } = {}) {
  await initI18n();
  await loadAllTranslations();
  await switchLanguage(language);
  return render(
    <PlatformProvider platform={webPlatform}>
      <AdminSessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </AdminSessionProvider>
    </PlatformProvider>,
  );
}

/** A course as GET /api/courses sends it (one card), titled by its id in every language unless told otherwise. */
export function courseCard(id: string, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    _id: id,
    title: { fr: id, en: id, ar: id },
    category: 'Informatique',
    duration: '3 mois',
    price: 900,
    skillLevel: 'Débutant',
    isPublished: true,
    ...overrides,
  };
}
