import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTranslation } from "@web/i18n/i18n";
import { useTheme } from "@web/lib/theme";
import { TOAST_DURATION } from "@web/lib/toast-duration";

export { toast } from "sonner";

const PHONE = "(max-width: 639px)";

function useIsPhone() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(PHONE).matches,
  );
}

/** Under the 64 px header, so that a toast never covers its menu button. */
const BELOW_HEADER = { top: 72 };

/**
 * Toasts at the bottom right, clear of the header's controls; on phones at the top, under
 * the header, where they cannot cover a dialog's buttons, which sit at the bottom there.
 * (Sonner's own phone layout starts at 600 px, ours at 640: the offset is given for both.)
 */
export function Toaster(props: ToasterProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
      position={isPhone ? "top-center" : "bottom-right"}
      {...(isPhone ? { offset: BELOW_HEADER, mobileOffset: BELOW_HEADER } : {})}
      duration={TOAST_DURATION.success}
      {...props}
    />
  );
}
