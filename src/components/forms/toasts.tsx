import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner loads once a visitor starts on a form, not with the page: most visitors never submit,
// and a toast only ever follows a submit. A toast raised before its <Toaster> mounts would be
// lost, so a form arms the host on its first focus, long before the submit that raises one.
const ToastHost = lazy(() => import('./ToastHost.tsx').then((module) => ({ default: module.ToastHost })));

let armed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function armToasts() {
  if (armed) return;
  armed = true;
  for (const listener of listeners) listener();
}

/** sonner's toast(), loaded on first use (at once if the form has armed the host). */
export const loadToast = async () => (await import('sonner')).toast;

/** The layout's one toast host, mounted once a form has armed it. */
export function Toasts() {
  const show = useSyncExternalStore(
    subscribe,
    () => armed,
    () => false,
  );
  return show ? (
    <Suspense>
      <ToastHost />
    </Suspense>
  ) : null;
}
