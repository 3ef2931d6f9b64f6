import { Toaster } from 'sonner';

// Toasts: 4000 ms, 3 visible, bottom-right, gap 14 px, hotkey Alt+T. Width 356 px,
// swipe threshold 20 px and the 200 ms removal animation are sonner's defaults.
export function ToastHost() {
  return (
    <Toaster
      duration={4000}
      visibleToasts={3}
      position="bottom-right"
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  );
}
