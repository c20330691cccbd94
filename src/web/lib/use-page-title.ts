import { useEffect } from "react";
import { useTranslation } from "@web/i18n/i18n";

/**
 * Names the browser tab after the page, in the interface language: "Clients · Clientele".
 * Without a title the tab shows the app's name alone (the landing page).
 */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const appName = t("app.name");
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
