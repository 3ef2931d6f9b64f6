import { z } from 'zod/mini';
import { emailSchema } from './email-schema.ts';

export const firstNameMaxLength = 100;

/** Both newsletter forms: the footer's holds only the email, the newsletter page's also a first name. */
export const newsletterSchema = z.object({
  email: emailSchema,
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(firstNameMaxLength, `First name must be at most ${firstNameMaxLength} characters`))),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
