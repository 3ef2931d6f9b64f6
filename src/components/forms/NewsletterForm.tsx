import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { NewsletterFormSection } from '../../generated/types.ts';
import { useThanks } from '../../lib/use-thanks.ts';
import { armToasts, loadToast } from './toasts.tsx';

/** The newsletter page's form. It sends nothing (SPEC.md §7); the browser checks the email's form. */
export function NewsletterForm({ consent, button = 'Subscribe' }: Pick<NewsletterFormSection, 'consent' | 'button'>) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [thanked, thank] = useThanks();
  const ready = email.trim() !== '' && agreed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    console.info('Newsletter sign-up', { email, firstName });
    void loadToast().then((toast) => toast.success('You are subscribed. Watch your inbox for the next issue.'));
    setEmail('');
    setFirstName('');
    setAgreed(false);
    thank();
  };

  if (thanked) {
    return (
      <div className="card text-center" role="status">
        <Glyph icon={CircleCheck} className="mx-auto size-12 text-accent-600" />
        <p className="mt-4 text-xl font-bold text-slate-900">Thanks for subscribing!</p>
        <p className="mt-2 text-slate-600">Your first issue arrives next week.</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} onFocus={armToasts} className="card grid gap-5" aria-label="Newsletter sign-up">
      <div>
        <label htmlFor="newsletter-email" className="label">Email address</label>
        <input id="newsletter-email" type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className="field" />
      </div>
      <div>
        <label htmlFor="newsletter-first-name" className="label">First name (optional)</label>
        <input id="newsletter-first-name" type="text" autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} className="field" />
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>{consent}</span>
      </label>
      <button type="submit" className="btn btn-primary" disabled={!ready}>{button}</button>
    </form>
  );
}
