import type { ScreenshotSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { Picture, shownAt } from '../components/ui/Picture.tsx';

export function ScreenshotSection({ id, eyebrow, heading, intro, image }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Picture
        image={image}
        // max-w-5xl inside the section's padding.
        sizes={shownAt('(min-width: 1088px) 1024px, (min-width: 1024px) calc(100vw - 64px)')}
        className="mx-auto h-auto w-full max-w-5xl rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/10"
      />
    </SectionShell>
  );
}
