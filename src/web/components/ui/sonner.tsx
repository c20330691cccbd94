import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Success toasts stay 4 s and failures 5 s unless a call says otherwise (spec section 9). */
export const TOAST_DURATION = { success: 4000, error: 5000, notice: 3000, copy: 2000, aiAuth: 8000 } as const;

export function Toaster(props: ToasterProps) {
  return <Sonner richColors closeButton position="bottom-right" duration={TOAST_DURATION.success} {...props} />;
}
