import { LANGUAGES } from "@shared/languages";
import { FormField } from "@web/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";

/**
 * The interface language, as the switcher on every page sets it (remembered in this browser), in
 * the browser's own select: the phone's own picker, and none of Radix's popup code on the page.
 */
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
          <NativeSelect
            id="settings-language"
            className="sm:w-64"
            value={language}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </CardContent>
    </Card>
  );
}
