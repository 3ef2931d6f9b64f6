import { useState, useEffect } from 'react';
import { Moon, Sun } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import { chooseTheme, isDarkTheme } from '../lib/theme.ts';

/**
 * The header's light/dark switch. The prerendered page cannot know the visitor's theme, so the
 * button starts unpressed, as the server rendered it, and reads the class the head script set
 * once hydrated.
 */
export function ThemeToggle() {
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(isDarkTheme()), []);
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark theme"
      title="Dark theme"
      onClick={() => {
        chooseTheme(!dark);
        setDark(!dark);
      }}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <Glyph icon={dark ? Sun : Moon} className="size-5" />
    </button>
  );
}
