import { useTranslation } from "@web/i18n/i18n";

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" role="status">
      {t("app.loading")}
    </div>
  );
}
