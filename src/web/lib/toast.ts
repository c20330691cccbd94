import { useSyncExternalStore } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";
import { onDemand } from "./on-demand";

export { TOAST_DURATION } from "./toast-duration";

type Message = Parameters<typeof sonnerToast>[0];
type Kind = "success" | "error" | "info" | "warning";
type Show = (message: Message, data?: ExternalToast) => string | number;

/** The toaster and the toasts' library, fetched with the first toast (decision 145). */
export const toasterCode = onDemand(() => import("@web/components/ui/sonner"));
let toasterWanted = false;
const toasterListeners = new Set<() => void>();
let lastId = 0;

function show(kind: Kind | undefined, message: Message, data: ExternalToast = {}): string | number {
  const id = data.id ?? `toast-${++lastId}`;
  // Sonner's toaster is shown toasts made before it subscribed, so the order of the two does not matter.
  void toasterCode.load().then(({ toast }) => (kind ? toast[kind] : toast)(message, { ...data, id }));
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  return id;
}

/**
 * Shows a toast, as sonner's `toast` does, without putting sonner in the first download of every
 * screen: the first toast fetches it and mounts the toaster (components/toaster-on-demand.tsx).
 * Returns the toast's id at once, as sonner does.
 */
export const toast: Show & Record<Kind, Show> = Object.assign((message: Message, data?: ExternalToast) => show(undefined, message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
});

/** Resolves once the toasts asked for so far are handed to the toaster: what follows a toast can wait for it to be seen. */
export const toastsShown = (): Promise<void> => toasterCode.load().then(() => undefined);

/** Whether a toast has been asked for yet: the toaster is mounted from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      toasterListeners.add(onChange);
      return () => toasterListeners.delete(onChange);
    },
    () => toasterWanted,
  );
}
