import { useTranslation } from "react-i18next";
import { PageHeader } from "@web/components/page-header";

export function DashboardPage() {
  const { t } = useTranslation();
  return <PageHeader title={t("dashboard.title")} />;
}
