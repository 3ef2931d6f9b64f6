import { useState, type FormEvent } from 'react';
import { CircleCheck } from '../ui/icons.ts';
import { Glyph } from '../ui/Glyph.tsx';
import type { NewsletterFormSection } from '../../generated/types.ts';
import { fieldLimits } from '../../lib/field-limits.ts';
import { useNewsletterSignUp } from '../../lib/use-newsletter-sign-up.ts';
import { useThanks } from '../../lib/use-thanks.ts';
import { armToasts, loadToast } from './toasts.tsx';

/** The newsletter page's form. It checks the email with the contact form's rule and sends it where site.yaml says (by default, nowhere). */
export function NewsletterForm({ consent, button = 'Subscribe' }: Pick<NewsletterFormSection, 'consent' | 'button'>) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [thanked, thank] = useThanks();
  const signUp = useNewsletterSignUp(button);
  const ready = email.trim() !== '' && agreed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || signUp.sending) return;
    if (!(await signUp.send({ email, firstName }))) return;
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
  const { errors } = signUp;
  return (
    <form noValidate onSubmit={submit} onFocus={armToasts} className="card grid gap-5" aria-label="Newsletter sign-up">
      <div>
        <label htmlFor="newsletter-email" className="label">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          maxLength={fieldLimits.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="field"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
        />
        {errors.email && (
          <p id="newsletter-email-error" className="error-text">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="newsletter-first-name" className="label">
          First name (optional)
        </label>
        <input
          id="newsletter-first-name"
          type="text"
          autoComplete="given-name"
          maxLength={fieldLimits.firstName}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          className="field"
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={`newsletter-first-name-hint${errors.firstName ? ' newsletter-first-name-error' : ''}`}
        />
        <p id="newsletter-first-name-hint" className="mt-1 text-sm text-slate-600">
          Up to {fieldLimits.firstName} characters.
        </p>
        {errors.firstName && (
          <p id="newsletter-first-name-error" className="error-text">
            {errors.firstName}
          </p>
        )}
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="tick-box mt-0.5"
        />
        <span>{consent}</span>
      </label>
      {signUp.failure && (
        <p role="alert" className="error-text">
          {signUp.failure}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!ready || signUp.sending}
        aria-busy={signUp.sending || undefined}
      >
        {button}
      </button>
    </form>
  );
}
