/**
 * The most characters each form field takes, shown beside it and enforced by the browser
 * (maxLength) and the schemas, so a pasted book or a runaway script is refused rather than sent.
 * The spec gives only minimums. Kept apart from the schemas so the footer's form, on every
 * page, can show its limit without loading Zod.
 */
export const fieldLimits = {
  name: 100,
  // RFC 5321: an address longer than this cannot be delivered.
  email: 254,
  subject: 150,
  message: 5000,
  firstName: 100,
} as const;
