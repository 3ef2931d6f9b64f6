import type { ScreenshotSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function ScreenshotSection({ id, eyebrow, heading, intro, image }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async"
        className="mx-auto h-auto w-full max-w-5xl rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/10" />
    </SectionShell>
  );
}
