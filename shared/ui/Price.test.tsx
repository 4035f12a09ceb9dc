import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../test-utils.tsx';
import { Price } from './Price.tsx';

const THIN = '\u202F';
const NBSP = '\u00A0';

/** The visible amounts, each in its own direction isolate, in reading order. */
const amounts = () => [...document.querySelectorAll('bdi')].map((element) => element.textContent);

describe('Price', () => {
  it.each([
    ['fr', `990${NBSP}DT`, `1${THIN}150${NBSP}DT`],
    ['en', `TND${NBSP}990`, `TND${NBSP}1${THIN}150`],
    ['ar', `990${NBSP}د.ت`, `1${THIN}150${NBSP}د.ت`],
  ])('shows a sale in %s: the sale price, then the old one struck through', async (language, sale, old) => {
    await renderWithSite(<Price price={1150} salePrice={990} />, { language });
    expect(amounts()).toEqual([sale, old]);
    expect(document.querySelector('s bdi')?.textContent).toBe(old);
  });

  it('shows a price without a sale once', async () => {
    await renderWithSite(<Price price={12500} />, { language: 'ar' });
    expect(amounts()).toEqual([`12${THIN}500${NBSP}د.ت`]);
    expect(document.querySelector('s')).toBeNull();
  });
});
