const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
const FIELD = 'input, select, textarea';

/**
 * Whether Tab can reach `element` and a person can see it. Out: anything taken out of the Tab
 * order (tabindex=-1), hidden from assistive technology or inert (the anti-spam Honeypot is both),
 * or not rendered. A test DOM has no layout and may lack checkVisibility: there the attributes decide alone.
 */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/** What Tab reaches inside `container`, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable);
}

/** The first field a person can see and type in: where a dialog puts the focus as it opens. */
export function firstVisibleField(container: HTMLElement): HTMLElement | undefined {
  return tabbableElements(container).find((element) => element.matches(FIELD));
}

/** Keeps Tab and Shift+Tab inside `container`; shared by every focus-trapping surface. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbableElements(container);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
