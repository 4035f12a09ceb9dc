/** The consent box of the public forms, found by the words a visitor reads next to it. */
import type { Locator, Page } from '@playwright/test';
import { text } from './texts.ts';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The box in `scope` (a form or dialog), by its label in `language` (the link's tags left out). */
export function consentBox(scope: Page | Locator, language = 'fr'): Locator {
  const label = text('consent.label', language).replace(/<\/?privacyLink>/g, '');
  return scope.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}`) });
}
