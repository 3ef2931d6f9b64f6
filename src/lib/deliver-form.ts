import type { FormTarget } from '../generated/types.ts';

/** How long a form waits for its address to answer before it says so and lets the visitor retry. */
const deliveryTimeoutMs = 15_000;

/** On failure, why, in words that finish "Your message was not sent: …". */
type Delivery = { ok: true } | { ok: false; reason: string };

/**
 * Posts a form's values to the address site.yaml names for it (schemas/site.schema.json, forms).
 * FormData goes as multipart/form-data, which with only an Accept header stays a CORS "simple"
 * request: a form service needs no preflight, only Access-Control-Allow-Origin on its answer.
 */
export async function deliverForm(target: FormTarget, body: FormData): Promise<Delivery> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(), so tests can move it on with a fake clock.
  const timer = setTimeout(() => controller.abort(), deliveryTimeoutMs);
  try {
    const response = await fetch(target.action, {
      method: target.method ?? 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: `the server answered with an error (${response.status})` };
  } catch {
    return {
      ok: false,
      reason: controller.signal.aborted
        ? `the server did not answer within ${deliveryTimeoutMs / 1000} seconds`
        : 'the connection failed',
    };
  } finally {
    clearTimeout(timer);
  }
}

/** FormData of the given fields, leaving out empty optional ones. */
export function formDataOf(fields: Record<string, string | Blob | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') data.append(name, value);
  return data;
}
