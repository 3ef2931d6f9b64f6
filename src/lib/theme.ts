// The visitor's theme: the class "dark" on <html>, set before the first paint by the head script
// of scripts/build/theme-script.ts and switched by the header's button (ThemeToggle.tsx).

/**
 * The cookie holding the visitor's choice, "dark" or "light". A cookie, not localStorage: the head
 * script reads it before the first paint, and a page's first localStorage read took 2–18 ms of
 * that task on this machine (open storage, in Lighthouse's runs), a cookie's ~1.5 ms.
 */
export const themeCookie = 'theme';

export const isDarkTheme = () => document.documentElement.classList.contains('dark');

/** Switches the theme now and keeps the choice for the next page and visit, for a year. */
export function chooseTheme(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and one of two fixed values, nothing to escape, written on a click; Safari before 18.4 has no Cookie Store API.
    document.cookie = `${themeCookie}=${dark ? 'dark' : 'light'}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): the choice holds for this page only.
  }
}
