import { useState, type FormEvent } from 'react';
import { fieldLimits } from '../lib/field-limits.ts';
import { useNewsletterSignUp } from '../lib/use-newsletter-sign-up.ts';
import { useThanks } from '../lib/use-thanks.ts';

/** Non-empty input clears, 'Thanks for subscribing!' shows for 3 seconds, then the form returns. */
export function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [thanked, thank] = useThanks();
  const signUp = useNewsletterSignUp('Subscribe');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || signUp.sending) return;
    if (!(await signUp.send({ email }))) return;
    setEmail('');
    thank();
  };
  if (thanked)
    return (
      <p role="status" className="rounded-lg bg-white/10 px-4 py-3 font-semibold text-white">
        Thanks for subscribing!
      </p>
    );
  const error = signUp.errors.email;
  return (
    <form noValidate onSubmit={submit} aria-label="Footer newsletter sign-up">
      <div className="flex gap-2">
        <label htmlFor="footer-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-email"
          type="email"
          required
          maxLength={fieldLimits.email}
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'footer-email-error' : undefined}
          className="w-full min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
        />
        <button
          type="submit"
          className="btn btn-primary px-4 py-2.5"
          disabled={signUp.sending}
          aria-busy={signUp.sending || undefined}
        >
          Subscribe
        </button>
      </div>
      {error && (
        <p id="footer-email-error" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
      {signUp.failure && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {signUp.failure}
        </p>
      )}
    </form>
  );
}
