import { useState, type FormEvent } from 'react';
import { useThanks } from '../lib/use-thanks.ts';

/** SPEC.md §4: non-empty input clears, 'Thanks for subscribing!' shows for 3 seconds, then the form returns. */
export function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [thanked, thank] = useThanks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setEmail('');
    thank();
  };
  if (thanked) return <p role="status" className="rounded-lg bg-white/10 px-4 py-3 font-semibold text-white">Thanks for subscribing!</p>;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-label="Footer newsletter sign-up">
      <label htmlFor="footer-email" className="sr-only">Email address</label>
      <input id="footer-email" type="email" required placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500" />
      <button type="submit" className="btn btn-primary px-4 py-2.5">Subscribe</button>
    </form>
  );
}
