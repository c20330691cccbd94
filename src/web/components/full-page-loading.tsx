import { useTranslation } from "react-i18next";

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" role="status">
      {t("app.loading")}
    </div>
  );
}
