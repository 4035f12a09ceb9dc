import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CENTRE_SETTINGS_ELEMENT_ID } from './domain/constants.ts';

// jsdom has no matchMedia; the toaster asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.getElementById(CENTRE_SETTINGS_ELEMENT_ID)?.remove();
});
