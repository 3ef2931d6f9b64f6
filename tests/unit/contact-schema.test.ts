import { describe, expect, it } from 'vitest';
import { contactSchema, maxFileBytes, messages } from '../../src/lib/contact-schema.ts';
import { fieldLimits } from '../../src/lib/field-limits.ts';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  category: 'Other',
  message: '0123456789',
  robot: true,
};
const errorsOf = (values: object) => {
  const result = contactSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('contact form rules', () => {
  it('accepts a complete form', () => expect(errorsOf({})).toEqual([]));
  it('refuses a whitespace-only name', () => expect(errorsOf({ name: '   ' })).toEqual([messages.name]));
  it('refuses a one-letter name', () =>
    expect(errorsOf({ name: 'A' })).toEqual(['Name must be at least 2 characters']));
  it('refuses an invalid email', () =>
    expect(errorsOf({ email: 'ada@' })).toEqual(['Please enter a valid email address']));
  it('needs 5 characters of subject', () => {
    expect(errorsOf({ subject: 'Help' })).toEqual(['Subject must be at least 5 characters']);
    expect(errorsOf({ subject: 'Helps' })).toEqual([]);
  });
  it('needs 10 characters of message', () => {
    expect(errorsOf({ message: '123456789' })).toEqual(['Message must be at least 10 characters']);
    expect(errorsOf({ message: '1234567890' })).toEqual([]);
  });
  it('needs a category from the list', () => {
    expect(errorsOf({ category: '' })).toEqual(['Please select a category']);
    expect(errorsOf({ category: 'Feature Request' })).toEqual([]);
  });
  it("needs the I'm not a robot box", () => expect(errorsOf({ robot: false })).toEqual([messages.robot]));
  it('accepts files up to exactly 10 MB and refuses one byte more', () => {
    expect(errorsOf({ file: { name: 'brief.pdf', size: maxFileBytes } })).toEqual([]);
    expect(errorsOf({ file: { name: 'brief.pdf', size: maxFileBytes + 1 } })).toEqual([messages.fileSize]);
  });
  it('refuses an empty (0-byte) file', () => {
    expect(errorsOf({ file: { name: 'brief.pdf', size: 0 } })).toEqual([
      'This file is empty (0 bytes). Attach a file that has something in it.',
    ]);
  });
  it('caps every text field, with a plain message', () => {
    expect(errorsOf({ message: 'x'.repeat(2_000_000) })).toEqual(['Message must be at most 5000 characters']);
    expect(errorsOf({ message: 'x'.repeat(fieldLimits.message) })).toEqual([]);
    expect(errorsOf({ name: 'x'.repeat(fieldLimits.name + 1) })).toEqual(['Name must be at most 100 characters']);
    expect(errorsOf({ subject: 'x'.repeat(fieldLimits.subject + 1) })).toEqual([
      'Subject must be at most 150 characters',
    ]);
    expect(errorsOf({ email: `${'x'.repeat(250)}@example.com` })).toEqual(['Email must be at most 254 characters']);
  });
  it('judges the file by its last extension, in any letter case', () => {
    expect(errorsOf({ file: { name: 'SCAN.PDF', size: 1 } })).toEqual([]);
    expect(errorsOf({ file: { name: 'photo.JpEg', size: 1 } })).toEqual([]);
    expect(errorsOf({ file: { name: 'x.pdf.exe', size: 1 } })).toEqual([messages.fileType]);
    expect(errorsOf({ file: { name: 'README', size: 1 } })).toEqual([messages.fileType]);
  });
});
