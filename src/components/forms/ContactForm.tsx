import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from '../ui/icons.ts';
import { Glyph } from '../ui/Glyph.tsx';
import { site } from '../../generated/site.ts';
import type { ContactFormSection } from '../../generated/types.ts';
import { acceptedExtensions, categories, contactSchema, type ContactValues } from '../../lib/contact-schema.ts';
import { fieldLimits } from '../../lib/field-limits.ts';
import { deliverForm, formDataOf } from '../../lib/deliver-form.ts';
import { armToasts, loadToast } from './toasts.tsx';

/** Unless site.yaml names an address, nothing is sent; the submit waits about 2 seconds and logs the values locally. */
const submitDelayMs = 2000;
const target = site.forms?.contact;

type FormInput = Omit<ContactValues, 'file' | 'robot' | 'category'> & {
  category: string;
  file?: FileList;
  robot: boolean;
};
/** The fields with a hint under them (their limit), which their description includes. */
const hinted = new Set<keyof FormInput>(['name', 'email', 'subject', 'message', 'file']);

export function ContactForm({
  successHeading = 'Message sent!',
  successText,
}: Pick<ContactFormSection, 'successHeading' | 'successText'>) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({
    resolver: async (values, context, options) =>
      zodResolver(contactSchema)({ ...values, file: values.file?.[0] } as never, context, options as never) as never,
    defaultValues: { name: '', email: '', subject: '', category: '', message: '', robot: false },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return; // a double click sends once
    sending.current = true;
    setFailure(undefined);
    const toast = await loadToast();
    const id = toast.loading('Sending your message...');
    // The resolver hands on the parsed values, where file is the File itself; the FileList is the form's.
    const file = getValues('file')?.[0];
    if (target) {
      const delivery = await deliverForm(
        target,
        formDataOf({
          name: values.name,
          email: values.email,
          subject: values.subject,
          category: values.category,
          message: values.message,
          file,
        }),
      );
      if (!delivery.ok) {
        // Nothing is reset: the visitor presses the button again with everything still in place.
        const message = `Your message was not sent: ${delivery.reason}. Everything you typed is still here; press Send Message to try again.`;
        toast.error(message, { id });
        setFailure(message);
        sending.current = false;
        return;
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, submitDelayMs));
      // What a visitor attached is theirs: the console gets what describes the file, not its content.
      console.info('Contact form submitted', {
        ...values,
        file: file && { name: file.name, type: file.type, size: file.size },
      });
    }
    toast.success('Message sent! We will reply within 24 hours.', { id });
    reset();
    setSent(true);
    sending.current = false;
  });

  const field = (name: keyof FormInput) => ({
    id: `contact-${name}`,
    // Said to assistive technology and browsers; the form's own rules (noValidate) give the messages.
    required: name !== 'file',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hinted.has(name) && `contact-${name}-hint`, errors[name] && `contact-${name}-error`].filter(Boolean).join(' ') ||
      undefined,
    ...register(name),
  });
  const hint = (name: keyof FormInput, text: string) => (
    <p id={`contact-${name}-hint`} className="mt-1 text-sm text-slate-600">
      {text}
    </p>
  );
  const error = (name: keyof FormInput) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="error-text">
        {String(errors[name]?.message)}
      </p>
    ) : null;

  if (sent) {
    return (
      <div className="card text-center" role="status">
        <Glyph icon={CircleCheck} className="mx-auto size-12 text-accent-600" />
        <h3 className="mt-4 text-xl font-bold text-slate-900">{successHeading}</h3>
        <p className="mt-2 text-slate-600">
          {successText ?? 'Thanks for getting in touch. Our team replies within 24 hours, Mon-Fri 9 AM-6 PM UTC.'}
        </p>
        <button type="button" className="btn btn-secondary mt-6" onClick={() => setSent(false)}>
          Send another message
        </button>
      </div>
    );
  }
  return (
    // With an address, a submit before the app has loaded still posts, as a plain HTML form.
    <form
      noValidate
      onSubmit={onSubmit}
      action={target?.action}
      method={target && 'post'}
      encType={target && 'multipart/form-data'}
      onFocus={armToasts}
      className="card grid gap-5 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <div>
        <label htmlFor="contact-name" className="label">
          Name
        </label>
        <input type="text" autoComplete="name" maxLength={fieldLimits.name} className="field" {...field('name')} />
        {hint('name', `Up to ${fieldLimits.name} characters.`)}
        {error('name')}
      </div>
      <div>
        <label htmlFor="contact-email" className="label">
          Email
        </label>
        <input type="email" autoComplete="email" maxLength={fieldLimits.email} className="field" {...field('email')} />
        {hint('email', `Up to ${fieldLimits.email} characters.`)}
        {error('email')}
      </div>
      <div>
        <label htmlFor="contact-subject" className="label">
          Subject
        </label>
        <input type="text" maxLength={fieldLimits.subject} className="field" {...field('subject')} />
        {hint('subject', `Up to ${fieldLimits.subject} characters.`)}
        {error('subject')}
      </div>
      <div>
        <label htmlFor="contact-category" className="label">
          Category
        </label>
        <select className="field" {...field('category')}>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="label">
          Message
        </label>
        <textarea rows={6} maxLength={fieldLimits.message} className="field" {...field('message')} />
        {hint('message', `${watch('message').length} / ${fieldLimits.message} characters`)}
        {error('message')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-file" className="label">
          Attachment (optional)
        </label>
        <input
          type="file"
          accept={acceptedExtensions.map((ext) => `.${ext}`).join(',')}
          className="field file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700"
          {...field('file')}
        />
        {hint('file', 'PDF, DOC, DOCX, TXT, PNG, JPG or JPEG, up to 10MB.')}
        {error('file')}
      </div>
      <div className="sm:col-span-2">
        {/* SPEC's only CAPTCHA is this required tick box: drawn as the plain checkbox it is, not as a widget. */}
        <label className="inline-flex items-center gap-3 text-sm text-slate-700">
          <input type="checkbox" className="tick-box" {...field('robot')} />
          <span>I'm not a robot</span>
        </label>
        {error('robot')}
      </div>
      <div className="sm:col-span-2">
        {failure && (
          <p role="alert" className="error-text mb-3">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={isSubmitting}
          aria-disabled={isSubmitting}
        >
          {isSubmitting ? 'Submitting...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
