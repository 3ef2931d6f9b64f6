import type { LogoRowSection as Data } from '../generated/types.ts';
import { Wordmark } from '../components/ui/Wordmark.tsx';
import { bandClass, useTone } from '../components/ui/tone.ts';

export function LogoRowSection({ id, heading, items }: Data) {
  return (
    <section id={id} className={`py-12 ${bandClass(useTone())}`}>
      <div className="container-page">
        <h2 className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">{heading}</h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {items.map((name) => (
            <li key={name}>
              <Wordmark name={name} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
