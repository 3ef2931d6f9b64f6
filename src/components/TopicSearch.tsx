import { useState, type FormEvent } from 'react';
import type { TopicSearchBox } from '../generated/types.ts';
import { SmartLink } from './ui/SmartLink.tsx';

/**
 * The keyword generator's topic-or-domain box. What the visitor types stays in this component
 * (SPEC: held only locally); searching runs nothing here, so the reply says where it runs.
 */
export function TopicSearch({ label, placeholder, button, reply, link }: TopicSearchBox) {
  const [topic, setTopic] = useState('');
  const [searched, setSearched] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(topic.trim());
  };
  return (
    <div className="mx-auto mt-8 max-w-xl">
      <form role="search" aria-label={label} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="topic-search" className="sr-only">
          {label}
        </label>
        <input
          id="topic-search"
          type="search"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          placeholder={placeholder}
          className="field mt-0 flex-1 py-3"
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary">
          {button}
        </button>
      </form>
      {/* A live region from the start, so the reply is read out when it appears. */}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
        {searched && (
          <>
            <strong className="font-semibold text-slate-900">“{searched}”</strong>: {reply}{' '}
            <SmartLink href={link.href} newTab={link.newTab} className="font-semibold text-brand-700 underline">
              {link.label}
            </SmartLink>
          </>
        )}
      </p>
    </div>
  );
}
