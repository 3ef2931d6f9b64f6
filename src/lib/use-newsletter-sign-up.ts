import { useState } from 'react';
import { site } from '../generated/site.ts';
import { deliverForm, formDataOf } from './deliver-form.ts';

type Fields = { email: string; firstName?: string };
const target = site.forms?.newsletter;

/**
 * Both newsletter forms' submit: the shared email rule, then the address site.yaml names (by
 * default none: the values are only logged). `send` resolves true once subscribed;
 * otherwise `errors` or `failure` say why, and the form keeps what the visitor typed.
 */
export function useNewsletterSignUp(button: string) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string>();

  const send = async (values: Fields): Promise<boolean> => {
    setSending(true);
    setFailure(undefined);
    try {
      // The footer is on every page: Zod loads when a visitor subscribes, not with the page.
      const { newsletterSchema } = await import('./newsletter-schema.ts');
      const parsed = newsletterSchema.safeParse(values);
      if (!parsed.success) {
        const found: Partial<Record<keyof Fields, string>> = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
        setErrors(found);
        return false;
      }
      setErrors({});
      if (!target) {
        console.info('Newsletter sign-up', parsed.data);
        return true;
      }
      const delivery = await deliverForm(target, formDataOf(parsed.data));
      if (!delivery.ok)
        setFailure(
          `You are not subscribed yet: ${delivery.reason}. Your email address is still here; press ${button} to try again.`,
        );
      return delivery.ok;
    } finally {
      setSending(false);
    }
  };
  return { sending, errors, failure, send };
}
