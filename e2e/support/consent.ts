/** The consent box of the public forms, found by the words a visitor reads next to it. */
import type { Locator, Page } from '@playwright/test';
import { text } from './texts.ts';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Stands for the centre's name in the label, whatever the settings call it at the time. */
const CENTRE = '\u0000';

/**
 * The box in `scope` (a form or dialog), by its label in `language` (the link's tags left out), the
 * centre being named anything: specs run side by side on one server, one of them renaming it.
 */
export function consentBox(scope: Page | Locator, language = 'fr'): Locator {
  const label = text('consent.label', language, { centre: CENTRE }).replace(/<\/?privacyLink>/g, '');
  return scope.getByRole('checkbox', { name: new RegExp(`^${label.split(CENTRE).map(escapeRegExp).join('.+')}`) });
}
