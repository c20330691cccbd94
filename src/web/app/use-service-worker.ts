import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "@web/i18n/i18n";
import { toast } from "@web/lib/toast";

/**
 * Installs the service worker (src/web/pwa/service-worker.ts, docs/decisions.md 141) once the
 * signed-in screen has loaded, and says so when a new deployment's worker takes over from the one
 * that served this page: "Clientele has been updated", with Reload for a tab left open since.
 */
export function useServiceWorker() {
  const { t } = useTranslation();
  const announceUpdate = useEffectEvent(() =>
    toast.info(t("offline.updated"), {
      duration: Infinity,
      action: { label: t("offline.reload"), onClick: () => window.location.reload() },
    }),
  );
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    // The first worker taking over a page it did not serve is no update.
    const servedByWorker = container.controller !== null;
    const onControllerChange = () => {
      if (servedByWorker) announceUpdate();
    };
    container.addEventListener("controllerchange", onControllerChange);
    // Registered once; each load then asks the server whether a new deployment brought another worker.
    const register = () =>
      void container
        .register("/sw.js", { updateViaCache: "none" })
        .then((registration) => registration.update())
        .catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      container.removeEventListener("controllerchange", onControllerChange);
      window.removeEventListener("load", register);
    };
  }, []);
}
