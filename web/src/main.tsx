/**
 * The browser entry. A public page arrives rendered by the server: the browser paints it first,
 * then the app's code is evaluated and hydrates it (boot.tsx). Evaluating that code as soon as the
 * HTML is parsed would hold the first paint back on a slow phone.
 */
import './styles.css';

await new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  // A page opened in the background gets no animation frame until shown.
  setTimeout(resolve, 200);
});
await import('./boot.tsx');
