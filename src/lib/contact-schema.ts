import { z } from 'zod/mini';
import { emailMessages, emailSchema } from './email-schema.ts';
import { fieldLimits } from './field-limits.ts';

// The contact form's rules and its messages, word for word.
export const categories = [
  'Technical Support',
  'Account & Billing',
  'Sales & Partnerships',
  'Feature Request',
  'Other',
] as const;
export const acceptedExtensions = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg'] as const;
/** The spec only displays "10MB"; we also enforce it. */
export const maxFileBytes = 10 * 1024 * 1024;

export const messages = {
  name: 'Name must be at least 2 characters',
  email: emailMessages.invalid,
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  robot: "Please confirm that you're not a robot",
  fileType: 'This file type is not supported. Attach a PDF, DOC, DOCX, TXT, PNG, JPG or JPEG file.',
  fileSize: 'This file is larger than 10MB. Attach a smaller file.',
  fileEmpty: 'This file is empty (0 bytes). Attach a file that has something in it.',
  nameTooLong: `Name must be at most ${fieldLimits.name} characters`,
  subjectTooLong: `Subject must be at most ${fieldLimits.subject} characters`,
  messageTooLong: `Message must be at most ${fieldLimits.message} characters`,
} as const;

/** The extension after the last dot, so "x.pdf.exe" is an .exe. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

const fileSchema = z
  .custom<{ name: string; size: number }>(
    (value) => typeof value === 'object' && value !== null && 'name' in value && 'size' in value,
  )
  .check(
    z.refine((file) => (acceptedExtensions as readonly string[]).includes(extensionOf(file.name)), messages.fileType),
    z.refine((file) => file.size <= maxFileBytes, messages.fileSize),
    // An empty file is most often a failed download or a cloud placeholder: nothing to read.
    z.refine((file) => file.size > 0, messages.fileEmpty),
  );

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, messages.name), z.maxLength(fieldLimits.name, messages.nameTooLong)),
  email: emailSchema,
  subject: z
    .string()
    .check(z.trim(), z.minLength(5, messages.subject), z.maxLength(fieldLimits.subject, messages.subjectTooLong)),
  category: z.enum(categories, { error: messages.category }),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, messages.message), z.maxLength(fieldLimits.message, messages.messageTooLong)),
  file: z.optional(fileSchema),
  robot: z.literal(true, { error: messages.robot }),
});

export type ContactValues = z.infer<typeof contactSchema>;
