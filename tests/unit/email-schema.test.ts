import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../src/lib/contact-schema.ts';
import { emailSchema } from '../../src/lib/email-schema.ts';
import { newsletterSchema } from '../../src/lib/newsletter-schema.ts';

const contact = { name: 'Ada', subject: 'Hello', category: 'Other', message: '0123456789', robot: true };
const contactErrors = (email: string) => {
  const result = contactSchema.safeParse({ ...contact, email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const newsletterErrors = (values: object) => {
  const result = newsletterSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('one email rule for every form', () => {
  it.each(['a@b', 'a@b.c', 'reader@', 'reader example.com'])(
    'the contact and newsletter forms both refuse %j with the same message',
    (email) => {
      expect(newsletterErrors({ email })).toEqual(['Please enter a valid email address']);
      expect(contactErrors(email)).toEqual(['Please enter a valid email address']);
    },
  );
  it('both accept an ordinary address, spaces around it trimmed', () => {
    expect(emailSchema.parse(' reader@example.com ')).toBe('reader@example.com');
    expect(newsletterErrors({ email: 'reader@example.co.uk' })).toEqual([]);
    expect(contactErrors('reader@example.co.uk')).toEqual([]);
  });
  it('the newsletter page caps the optional first name', () => {
    expect(newsletterErrors({ email: 'reader@example.com', firstName: 'Ada' })).toEqual([]);
    expect(newsletterErrors({ email: 'reader@example.com', firstName: 'x'.repeat(101) })).toEqual([
      'First name must be at most 100 characters',
    ]);
  });
});
