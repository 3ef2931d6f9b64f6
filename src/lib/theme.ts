// The visitor's theme: the class "dark" on <html>, set before the first paint by the head script
// of scripts/build/theme-script.ts and switched by the header's button (ThemeToggle.tsx).

/** The localStorage key holding the visitor's choice, "dark" or "light". */
export const themeStorageKey = 'theme';

export const isDarkTheme = () => document.documentElement.classList.contains('dark');

/** Switches the theme now and keeps the choice for the next page and visit. */
export function chooseTheme(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  try {
    localStorage.setItem(themeStorageKey, dark ? 'dark' : 'light');
  } catch {
    // Storage blocked (some private windows): the choice holds for this page only.
  }
}
