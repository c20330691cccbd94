import { useTranslation } from "@web/i18n/i18n";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import type { AuthErrorToast } from "./auth-errors";

/** Shows an auth failure as a destructive toast in the interface language. */
export function useAuthErrorToast() {
  const { t } = useTranslation();
  return (error: AuthErrorToast) => {
    const description = "key" in error.description ? t(error.description.key) : error.description.text;
    toast.error(t(error.title), { description, duration: TOAST_DURATION.error });
  };
}
