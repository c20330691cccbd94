import { ThemeChoiceButtons } from "@web/components/theme-choice-buttons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";

/** The colour theme, as the menu beside the language's sets it (remembered on this device). */
export function AppearanceSection() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.appearance.title")}</CardTitle>
        <CardDescription>{t("settings.appearance.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeChoiceButtons className="w-full sm:w-auto" />
      </CardContent>
    </Card>
  );
}
