import { z } from 'zod/mini';
import { fieldLimits } from './field-limits.ts';

// zod/mini: the same rules in a fraction of the bytes, since every visitor of a form page
// downloads them.
// The Content-Security-Policy forbids eval: without this, Zod probes `new Function` and the
// browser reports a CSP violation even though Zod catches the error.
z.config({ jitless: true });

export const emailMessages = {
  // The message the site's requirements give, word for word.
  invalid: 'Please enter a valid email address',
  tooLong: `Email must be at most ${fieldLimits.email} characters`,
} as const;

/**
 * The one email rule of every form (contact, newsletter page, footer), so an address one form
 * takes is never refused by another. Zod's rule wants a dot and a two-letter ending after the @.
 */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(fieldLimits.email, emailMessages.tooLong)),
  z.email(emailMessages.invalid),
);
