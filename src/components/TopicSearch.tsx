import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TopicSearchBox } from '../generated/types.ts';

/** The keyword generator's topic-or-domain box. What the visitor types stays in this component. */
export function TopicSearch({ label, placeholder, button, href }: TopicSearchBox) {
  const [topic, setTopic] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <form role="search" onSubmit={submit} className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
      <label htmlFor="topic-search" className="sr-only">
        {label}
      </label>
      <input
        id="topic-search"
        type="text"
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
  );
}
