import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CENTRE_FIXTURE, embedCentreSettings, renderWithSite } from '../../test-utils.tsx';
import { WhatsAppLink } from './WhatsAppLink.tsx';

const messageOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

describe('the WhatsApp link', () => {
  it("opens a chat with the centre's number from its settings, naming the course in the page language", async () => {
    embedCentreSettings();
    await renderWithSite(<WhatsAppLink variant="button" courseTitle="Python for data" />, { language: 'en' });
    const link = screen.getByRole('link', { name: 'A question? Message us on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/21698765432\?/);
    expect(messageOf(link)).toBe('Hello, I would like some information about the course “Python for data”.');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes the message in Arabic on an Arabic page', async () => {
    embedCentreSettings();
    await renderWithSite(<WhatsAppLink variant="button" courseTitle="بايثون لتحليل البيانات" />, { language: 'ar' });
    expect(messageOf(screen.getByRole('link'))).toBe(
      'مرحبًا، أودّ الحصول على معلومات حول دورة «بايثون لتحليل البيانات».',
    );
  });

  it('floats on every page with a general question', async () => {
    embedCentreSettings();
    await renderWithSite(<WhatsAppLink variant="floating" />);
    const link = screen.getByRole('link', { name: 'Écrivez-nous sur WhatsApp' });
    expect(messageOf(link)).toBe('Bonjour, je souhaite avoir des informations sur vos formations.');
  });

  it('is not shown when the centre has no WhatsApp number', async () => {
    embedCentreSettings({ ...CENTRE_FIXTURE, whatsapp: undefined });
    await renderWithSite(<WhatsAppLink variant="floating" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
