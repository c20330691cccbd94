import { LanguagesIcon } from "lucide-react";
import { LANGUAGES } from "@shared/languages";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { MenuButton } from "./menu-button";

/** The five interface languages by native name, in a menu. The choice is cached by the language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <MenuButton
      label={t("language.choose")}
      heading={t("language.label")}
      data-testid="language-switcher"
      entries={LANGUAGES.map((language) => ({
        key: language.code,
        label: language.nativeName,
        checked: language.code === current,
        lang: language.code,
        onSelect: () => void i18n.changeLanguage(language.code),
      }))}
    >
      <LanguagesIcon className="size-5" />
    </MenuButton>
  );
}
