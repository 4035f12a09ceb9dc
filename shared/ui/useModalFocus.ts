import { type RefObject, useEffect, useEffectEvent } from 'react';
import { trapTab } from './focus-trap.ts';

/**
 * What every modal surface (a dialog, the request panel) does while it is open: focus goes in
 * (to `initialFocus`, else the container), Tab stays inside, Escape closes, the page behind does
 * not scroll, and focus returns to what opened it when it closes. `openKey`: undefined or false
 * while closed; another value reopens it (another request in the same panel).
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  openKey: unknown,
  onClose: () => void,
  initialFocus?: (container: HTMLElement) => HTMLElement | undefined,
): void {
  const close = useEffectEvent(onClose);
  const focusFirst = useEffectEvent((element: HTMLElement) => (initialFocus?.(element) ?? element).focus());
  useEffect(() => {
    if (openKey === undefined || openKey === false) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = container.current!;
    focusFirst(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else {
        trapTab(event, element);
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // What opened it, if the page still shows it (a row may have left its list meanwhile).
      if (opener?.isConnected) opener.focus();
    };
  }, [container, openKey]);
}
