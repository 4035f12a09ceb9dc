/**
 * A translation key made from data (a site text's section, an API error's code): the type check
 * cannot follow it to the locale files, so a test checks every key the data can make.
 */
import type { ParseKeys } from 'i18next';

export const keyFromData = (key: string): ParseKeys => key as ParseKeys;
