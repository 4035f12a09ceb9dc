/**
 * The template of a server-rendered page, made once from the built index.html. Such a page paints
 * from its HTML alone: its styles are in it (no style sheet to wait for), and nothing else is asked
 * for before the first paint but its main picture. Then a small inline loader (PAGE_LOADER) brings
 * the web fonts and loads the app, which hydrates the page. On a slow phone network the text is
 * readable one round trip and the fonts' and scripts' downloads sooner. The admin's shell, drawn
 * in the browser, keeps the build's own tags.
 */
import { createHash } from 'node:crypto';
import {
  ADMIN_INFO_KEY,
  APP_HYDRATING_EVENT,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_SECONDS,
  LANGUAGE_PARAM,
  STAFF_MARK_ATTRIBUTE,
} from '../../../../../shared/domain/constants.ts';
import { jsonForScript } from './document.ts';

/** The page's web @font-face rules, never applied as such (media "not all"): the loader makes its faces from them. */
export const FONTS_ELEMENT_ID = 'page-fonts';
/** The page's scripts as a JSON list, the app's entry first. */
export const SCRIPTS_ELEMENT_ID = 'page-scripts';
/** Set once this browser has downloaded the web fonts (they are in its cache): the loader adds them at once. */
export const FONTS_SEEN_KEY = 'fonts-seen';

/**
 * Waits for the first paint to be on screen (its paint timing entry; where the browser has none,
 * two animation frames) and for the page's main picture (a course's hero, the first cards) to be
 * drawn, so that they have the network to themselves; then it downloads the web fonts (see below).
 * The app (its scripts, evaluated, then hydrating the page) costs a phone's main thread some
 * hundreds of milliseconds, during which the page would not answer: a page loads it at the
 * visitor's first sign of life (the pointer moving, a touch, a key, a focus, the wheel; never
 * before the first paint), and a page that is only read costs no script at all. The page works
 * meanwhile from its HTML: links load their page, the catalogue's search is a GET form, a form
 * posts to its page (shared/domain/page-forms.ts) and keeps what is typed when the app takes it
 * over, a dialog opens by its button's invoker command (shared/site/components/SiteDialog.tsx,
 * whose opener's choice this loader makes in its form, and which it opens itself in a browser
 * without invoker commands). Starting preloads the page's scripts side by side and imports the entry. Another
 * button tapped before the app answers is not lost: the last one is clicked again once hydration
 * has started, and a language chosen in the selector loads the page in it. A language chosen by
 * ?lng= is written to i18next's cookie at once (as the app does), so a link followed before the
 * app arrives keeps it.
 */
export const PAGE_LOADER = `if (new URLSearchParams(location.search).has('${LANGUAGE_PARAM}')) {
  document.cookie = '${LANGUAGE_COOKIE}=' + document.documentElement.lang + '; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax';
}
let tapped;
const keepTap = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A form's button has sent it, and a dialog's has opened or closed it: theirs is done.
  if (button && !button.disabled && button.type !== 'submit' && !button.hasAttribute('commandfor')) tapped = button;
};
const invokeDialog = (event) => {
  const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
  const dialog = invoker && document.getElementById(invoker.getAttribute('commandfor'));
  if (!(dialog instanceof HTMLDialogElement)) return;
  const opens = invoker.getAttribute('command') === 'show-modal';
  const group = opens && invoker.name ? dialog.querySelector('form')?.elements.namedItem(invoker.name) : null;
  const option = group instanceof RadioNodeList ? [...group].find((radio) => radio.value === invoker.value) : null;
  if (option && !option.checked) option.click();
  if ('commandForElement' in invoker) return;
  if (opens && !dialog.open) dialog.showModal();
  if (!opens) dialog.close();
};
const followLanguage = (event) => {
  if (!(event.target instanceof HTMLSelectElement) || event.target.name !== '${LANGUAGE_PARAM}') return;
  const address = new URL(location.href);
  address.searchParams.set('${LANGUAGE_PARAM}', event.target.value);
  location.assign(address);
};
document.addEventListener('click', keepTap, true);
document.addEventListener('click', invokeDialog, true);
document.addEventListener('change', followLanguage, true);
addEventListener('${APP_HYDRATING_EVENT}', () => {
  document.removeEventListener('click', keepTap, true);
  document.removeEventListener('click', invokeDialog, true);
  document.removeEventListener('change', followLanguage, true);
  if (tapped?.isConnected) tapped.click();
}, { once: true });
// The web fonts, as faces made from their rules (which stay off). A browser that has them (in its
// cache) gets them at once, drawn in the first paint. On a first visit, the faces of the page's
// font family are downloaded once it has painted and drawn from the next page on (a page followed
// in the app, another language, or the next visit), as CSS's font-display: optional would: the
// page keeps the local face it was painted in, and is not laid out again under the reader's eyes.
// Where the browser cannot tell of the app's next page (no Navigation API), they are drawn once
// downloaded.
const family = (value) => value.split(',')[0].trim().replace(/^["']|["']$/g, '');
const makeFaces = () => {
  try {
    return [...(document.getElementById('${FONTS_ELEMENT_ID}')?.sheet?.cssRules ?? [])]
      .filter((rule) => rule instanceof CSSFontFaceRule)
      .map((rule) => {
        const descriptor = (name) => rule.style.getPropertyValue(name) || undefined;
        return new FontFace(family(rule.style.getPropertyValue('font-family')), rule.style.getPropertyValue('src'), {
          style: descriptor('font-style'),
          weight: descriptor('font-weight'),
          display: descriptor('font-display'),
          unicodeRange: descriptor('unicode-range'),
        });
      });
  } catch {
    // A browser that cannot make them keeps the local faces.
    return [];
  }
};
let fontsSeen = false;
try {
  fontsSeen = Boolean(localStorage.getItem('${FONTS_SEEN_KEY}'));
} catch {}
// Made and added before the first paint only when they are in the cache; otherwise once painted
// (reading the page's font family then costs no extra style computation).
if (fontsSeen) makeFaces().forEach((face) => document.fonts.add(face));
const loadFonts = () => {
  if (fontsSeen) return;
  const faces = makeFaces();
  const addFaces = () => faces.forEach((face) => document.fonts.add(face));
  const pageFamily = family(getComputedStyle(document.body).fontFamily);
  const loaded = Promise.all(faces.filter((face) => family(face.family) === pageFamily).map((face) => face.load()));
  loaded.then(() => {
    try {
      localStorage.setItem('${FONTS_SEEN_KEY}', '1');
    } catch {}
  }, () => {});
  if (!window.navigation) return void loaded.then(addFaces, () => {});
  const language = document.documentElement.lang;
  const languageChange = new MutationObserver(() => {
    if (document.documentElement.lang !== language) nextPage();
  });
  const onNavigate = (event) => {
    // The app also replaces the current entry with itself (its own state): not a next page.
    if (event.destination.url !== location.href) nextPage();
  };
  const nextPage = () => {
    languageChange.disconnect();
    navigation.removeEventListener('navigate', onNavigate);
    addFaces();
  };
  languageChange.observe(document.documentElement, { attributeFilter: ['lang'] });
  navigation.addEventListener('navigate', onNavigate);
};
const pageScripts = () => JSON.parse(document.getElementById('${SCRIPTS_ELEMENT_ID}').textContent);
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Each request costs the main thread a little (a millisecond or more on a phone): the entry first,
  // then the other scripts a few per task, so that the page can answer a tap in between.
  const [entry, ...others] = pageScripts();
  import(entry);
  const preloadSome = () => {
    for (const href of others.splice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (others.length) setTimeout(preloadSome);
  };
  setTimeout(preloadSome);
};
const painted = new Promise((resolve) => {
  try {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }
});
const picture = document.querySelector('img[fetchpriority="high"]');
const pictureLoaded = new Promise((resolve) => {
  if (!picture || picture.complete) return resolve();
  picture.addEventListener('load', resolve);
  picture.addEventListener('error', resolve);
});
const afterPaint = Promise.all([painted, pictureLoaded]).then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
afterPaint.then(loadFonts);
const INTENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
const onIntent = (event) => {
  // A pointer resting over the page is no sign of life, though the browser reports a move (of
  // nothing) when the page is laid out under it.
  if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
  for (const type of INTENTS) removeEventListener(type, onIntent, true);
  // A press may be a tap: what it does from the HTML (a dialog opening) is drawn first, then the
  // app is evaluated, which holds the main thread a while.
  const pressed = event.type === 'pointerdown' || event.type === 'touchstart' || event.type === 'keydown';
  const tapAnswered = new Promise((resolve) => {
    if (!pressed) return resolve();
    const drawn = () => requestAnimationFrame(() => setTimeout(resolve));
    addEventListener('click', drawn, { capture: true, once: true });
    setTimeout(drawn, 500);
  });
  // Never before the first paint, which has the main thread and the network first.
  Promise.all([painted, tapAnswered]).then(start);
};
for (const type of INTENTS) addEventListener(type, onIntent, { capture: true, passive: true });
// Downloaded meanwhile, at the network's lowest priority and with nothing run: a first tap then
// waits for the app to run, not for it to arrive.
afterPaint.then(() => {
  if (started) return;
  for (const href of pageScripts()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
});
`;

/**
 * In the head, before anything is drawn: a browser that keeps an admin session gets the dashboard
 * link in the page's first paint (the Navbar shows it by this mark), not once the app has come.
 */
export const STAFF_MARK = `try { if (localStorage.getItem('${ADMIN_INFO_KEY}')) document.documentElement.setAttribute('${STAFF_MARK_ATTRIBUTE}', ''); } catch {}`;

const cspSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The Content-Security-Policy's script-src sources of the inline scripts every rendered page carries: they run by their hash. */
export const PAGE_SCRIPTS_CSP_SOURCES = [cspSource(PAGE_LOADER), cspSource(STAFF_MARK)];

const FONT_FACE_RULES = /@font-face\s*\{[^}]*\}/g;

/**
 * index.html made into the rendered pages' template: the build's entry script and module preloads
 * out (the loader asks for them), its style sheet written inline with the font faces apart, and
 * the loader in. `readAsset` gives a built file's text by its address.
 */
export function pageTemplate(indexHtml: string, readAsset: (href: string) => string | undefined): string {
  return indexHtml
    .replace(/<script type="module"[^>]*src="[^"]*"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
      const css = readAsset(href);
      if (css === undefined) return tag;
      // The faces the page downloads; the local ones (the fallbacks drawn until then) stay on.
      const webFonts = (css.match(FONT_FACE_RULES) ?? []).filter((rule) => rule.includes('url('));
      const styles = webFonts.reduce((rest, rule) => rest.replace(rule, ''), css);
      return `<style>${styles}</style><style id="${FONTS_ELEMENT_ID}" media="not all">${webFonts.join('')}</style>`;
    })
    .replace('<head>', () => `<head><script>${STAFF_MARK}</script>`)
    .replace('</body>', () => `<script type="module">${PAGE_LOADER}</script></body>`);
}

/** The element that names a page's scripts for the loader: the entry first. */
export const pageScriptsElement = (scripts: readonly string[]): string =>
  `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>`;
