/**
 * The one script the page runs before it paints: it gives <html> the `dark` class when the system is
 * dark, as app/state/theme.ts does once the app runs. Without it a page the server drew (the landing)
 * would paint light and then flip to dark. The build inlines it into index.html (vite.config.ts) and
 * the server allows exactly this text by its hash in the Content-Security-Policy (server/app.ts).
 */
export const THEME_SCRIPT =
  "document.documentElement.classList.toggle('dark',matchMedia('(prefers-color-scheme: dark)').matches)";
