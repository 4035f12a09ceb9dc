import { describe, expect, it } from 'vitest';
import { internationalNumber, phoneHref, whatsappHref } from './contact-links.ts';

describe('internationalNumber', () => {
  it.each([
    ['22 333 444', '+21622333444'],
    ['22-333-444', '+21622333444'],
    ['+216 22 333 444', '+21622333444'],
    ['00216 22 333 444', '+21622333444'],
    ['  +216 73 222 333 ', '+21673222333'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
  ])('%s → %s', (written, dialled) => expect(internationalNumber(written)).toBe(dialled));

  it('leaves a number of unknown country as its digits rather than guess', () => {
    expect(internationalNumber('06 12 34 56 78')).toBe('0612345678');
    expect(internationalNumber('1234567')).toBe('1234567');
  });
});

describe('whatsappHref', () => {
  it('opens a chat with the number in international form, digits only', () => {
    expect(whatsappHref('22 333 444')).toBe('https://wa.me/21622333444');
    expect(whatsappHref('+216 98 765 432')).toBe('https://wa.me/21698765432');
    expect(whatsappHref('00216 98 765 432')).toBe('https://wa.me/21698765432');
    expect(whatsappHref('+33 6 12 34 56 78')).toBe('https://wa.me/33612345678');
  });

  it('carries the first message when there is one', () => {
    expect(whatsappHref('+216 98 765 432', 'Bonjour & merci')).toBe(
      'https://wa.me/21698765432?text=Bonjour%20%26%20merci',
    );
  });
});

describe('phoneHref', () => {
  it('dials the number as written, without its spaces', () =>
    expect(phoneHref('+216 22 333 444')).toBe('tel:+21622333444'));
});
