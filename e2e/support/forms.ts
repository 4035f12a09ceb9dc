/** The visitor's request forms as a visitor opens them: the page's button, then its dialog. */
import type { Locator, Page } from '@playwright/test';
import { text } from './texts.ts';

/** Opens the pre-registration form of the course page shown; answers its dialog. */
export async function openPreRegistration(page: Page, language = 'fr'): Promise<Locator> {
  await page
    .getByRole('button', { name: text('course_page.preregister', language) })
    .first()
    .click();
  return page.getByRole('dialog', { name: text('preregistration.title', language) });
}

/** Opens the quote request form of the companies page shown; answers its dialog. */
export async function openQuoteRequest(page: Page, language = 'fr'): Promise<Locator> {
  await page
    .getByRole('button', { name: text('companies_page.hero.cta', language) })
    .first()
    .click();
  return page.getByRole('dialog', { name: text('company_lead.title', language) });
}

/** Fills a quote request's company, contact and e-mail address. */
export async function fillQuoteRequest(dialog: Locator, company: string, language = 'fr'): Promise<void> {
  await dialog.getByLabel(text('company_lead.company_name', language)).fill(company);
  await dialog.getByLabel(text('company_lead.contact_name', language)).fill('Sami Ben Ali');
  await dialog.getByLabel(text('company_lead.email', language)).fill('sami@societe.tn');
}
