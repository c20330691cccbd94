import { useTranslation } from "react-i18next";
import { PageHeader } from "@web/components/page-header";

export function ConnectPage() {
  const { t } = useTranslation();
  return <PageHeader title={t("connect.title")} />;
}
