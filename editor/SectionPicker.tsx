// The list of section types to add: each with its schema's description and its first example,
// rendered small by the site's own component. The new section starts as that example.
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SectionView } from '../src/components/PageView.tsx';
import type { Section } from '../src/generated/types.ts';
import { call, type SectionKind } from './api.ts';

export function SectionPicker({ kinds, onPick }: { kinds: SectionKind[]; onPick: (kind?: SectionKind) => void }) {
  const [examples, setExamples] = useState<Section[]>();
  useEffect(() => {
    call<{ data: Section[] }>('/api/preview', { data: kinds.map((kind) => kind.example) }).then((answer) =>
      setExamples(answer.data),
    );
  }, [kinds]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Add a section"
      className="fixed inset-0 z-30 overflow-y-auto bg-slate-900/50 p-8"
    >
      <div className="mx-auto max-w-5xl rounded-lg bg-white p-4">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Add a section</h2>
          <button type="button" onClick={() => onPick()} className="rounded border px-3 py-1">
            Cancel
          </button>
        </div>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {kinds.map((kind, index) => (
            <li key={kind.type} className="rounded border border-slate-300 p-2">
              <button
                type="button"
                onClick={() => onPick(kind)}
                className="w-full text-left"
                aria-describedby={`kind-${kind.type}`}
              >
                <span className="font-semibold text-brand-700">{kind.type}</span>
              </button>
              <p id={`kind-${kind.type}`} className="text-sm text-slate-700">
                {kind.description}
              </p>
              <div
                aria-hidden="true"
                className="pointer-events-none mt-2 h-40 overflow-hidden rounded border border-slate-200"
              >
                <div style={{ zoom: 0.35 }}>
                  <MemoryRouter>{examples?.[index] && <SectionView section={examples[index]} />}</MemoryRouter>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
