import { z } from 'zod/mini';
import { emailSchema } from './email-schema.ts';
import { fieldLimits } from './field-limits.ts';

/** Both newsletter forms: the footer's holds only the email, the newsletter page's also a first name. */
export const newsletterSchema = z.object({
  email: emailSchema,
  firstName: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(fieldLimits.firstName, `First name must be at most ${fieldLimits.firstName} characters`),
      ),
  ),
});
