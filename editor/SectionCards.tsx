// A page's sections as cards titled by type and heading, each its own form, with buttons to move
// it up or down, duplicate or delete it, and a picker to add a section of any type.
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useRef, useState } from 'react';
import type { SectionKind } from './api.ts';
import { fields, formDefaults, hidden, widgets } from './FileEditor.tsx';
import { uiFor } from './fields.tsx';
import { SectionPicker } from './SectionPicker.tsx';

interface Props {
  kinds: SectionKind[];
  sections: any[];
  targets: string[];
  errorsOf: (index: number) => ErrorSchema;
  onChange: (sections: any[]) => void;
}

export function SectionCards({ kinds, sections, targets, errorsOf, onChange }: Props) {
  // Each card keeps a key of its own while cards move, so a form never shows another card's state.
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < sections.length) keys.current.push(next.current++);
  keys.current.length = sections.length;
  const [picking, setPicking] = useState(false);

  const change = (list: any[], order: number[]) => {
    keys.current = order.map((from) => (from === -1 ? next.current++ : keys.current[from]));
    onChange(list);
  };
  const indexes = sections.map((_, index) => index);
  const move = (index: number, by: number) => {
    const order = [...indexes];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    change(
      order.map((from) => sections[from]),
      order,
    );
  };

  return (
    <section aria-label="Sections" className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">Sections (sections)</h2>
      {sections.map((section, index) => {
        const kind = kinds.find((candidate) => candidate.type === section.type);
        const title = `${index + 1}. ${section.type}${section.heading ? `: ${section.heading}` : ''}`;
        return (
          <details key={keys.current[index]} open className="mt-3 rounded-lg border border-slate-300 bg-white">
            <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">{title}</summary>
            <div role="group" aria-label={`Section ${title}`} className="px-3 pb-3">
              <div className="flex flex-wrap gap-1 text-xs">
                <button
                  type="button"
                  className="rounded border px-2 py-0.5"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="rounded border px-2 py-0.5"
                  disabled={index === sections.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="rounded border px-2 py-0.5"
                  onClick={() => {
                    const order = [...indexes.slice(0, index + 1), -1, ...indexes.slice(index + 1)];
                    change(
                      order.map((from) => (from === -1 ? structuredClone(section) : sections[from])),
                      order,
                    );
                  }}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  className="rounded border border-red-300 px-2 py-0.5 text-red-700"
                  onClick={() => {
                    const order = indexes.filter((other) => other !== index);
                    change(
                      order.map((from) => sections[from]),
                      order,
                    );
                  }}
                >
                  Delete
                </button>
              </div>
              {kind ? (
                <Form
                  schema={kind.schema}
                  uiSchema={{ ...uiFor(kind.schema), ...hidden, 'ui:title': ' ', 'ui:description': ' ' }}
                  formData={section}
                  validator={validator}
                  widgets={widgets}
                  fields={fields}
                  formContext={{ targets }}
                  idPrefix={`section${index}`}
                  extraErrors={errorsOf(index)}
                  showErrorList={false}
                  noHtml5Validate
                  experimental_defaultFormStateBehavior={formDefaults}
                  onChange={(event) =>
                    change(
                      sections.map((old, at) => (at === index ? event.formData : old)),
                      indexes,
                    )
                  }
                />
              ) : (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  "{String(section.type)}" is not a section type; Save shows the check's fix.
                </p>
              )}
            </div>
          </details>
        );
      })}
      <button
        type="button"
        onClick={() => setPicking(true)}
        className="mt-4 rounded-md border border-brand-600 px-3 py-1.5 font-semibold text-brand-700"
      >
        Add section
      </button>
      {picking && (
        <SectionPicker
          kinds={kinds}
          onPick={(kind) => {
            setPicking(false);
            if (kind) change([...sections, structuredClone(kind.example)], [...indexes, -1]);
          }}
        />
      )}
    </section>
  );
}
