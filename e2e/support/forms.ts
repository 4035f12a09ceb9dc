/** The visitor's request forms as a visitor opens them: the page's button, then its dialog. */
import type { Locator, Page } from '@playwright/test';
import { text } from './texts.ts';

/** Presses the page's first button named `buttonKey`; answers the dialog titled `titleKey`. */
async function openDialog(page: Page, buttonKey: string, titleKey: string, language: string): Promise<Locator> {
  await page
    .getByRole('button', { name: text(buttonKey, language) })
    .first()
    .click();
  return page.getByRole('dialog', { name: text(titleKey, language) });
}

/** Opens the pre-registration form of the course page shown; answers its dialog. */
export const openPreRegistration = (page: Page, language = 'fr') =>
  openDialog(page, 'course_page.preregister', 'preregistration.title', language);

/** Opens the quote request form of the companies page shown; answers its dialog. */
export const openQuoteRequest = (page: Page, language = 'fr') =>
  openDialog(page, 'companies_page.hero.cta', 'company_lead.title', language);

/** Fills a quote request's company, contact and e-mail address. */
export async function fillQuoteRequest(dialog: Locator, company: string, language = 'fr'): Promise<void> {
  await dialog.getByLabel(text('company_lead.company_name', language)).fill(company);
  await dialog.getByLabel(text('company_lead.contact_name', language)).fill('Sami Ben Ali');
  await dialog.getByLabel(text('company_lead.email', language)).fill('sami@societe.tn');
}
