import { LANGUAGES } from "@shared/languages";
import { FormField } from "@web/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";

/** The interface language, as the switcher on every page sets it (remembered in this browser). */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.language.title")}</CardTitle>
        <CardDescription>{t("settings.language.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormField id="settings-language" label={t("language.label")}>
          <Select value={language} onValueChange={(code) => void i18n.changeLanguage(code)}>
            <SelectTrigger id="settings-language" className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((language) => (
                <SelectItem key={language.code} value={language.code} lang={language.code}>
                  {language.nativeName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </CardContent>
    </Card>
  );
}
