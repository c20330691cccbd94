import { THEME_CHOICES } from "@shared/theme";
import { useTranslation } from "@web/i18n/i18n";
import { setThemeChoice, THEME_ICONS, useThemeChoice } from "@web/lib/theme";
import { MenuButton } from "./menu-button";

/**
 * System, light or dark, in a menu beside the language's; the icon shows the choice. Remembered on
 * this device. On every page, the landing page included: nothing here may bring tailwind-merge
 * (`cn`) into the landing page's code (ThemeChoiceButtons does).
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const Icon = THEME_ICONS[choice];
  return (
    <div className={className}>
      <MenuButton
        label={t("theme.choose")}
        heading={t("theme.label")}
        data-testid="theme-switcher"
        entries={THEME_CHOICES.map((option) => ({
          key: option,
          label: t(`theme.${option}`),
          checked: option === choice,
          onSelect: () => setThemeChoice(option),
        }))}
      >
        <Icon className="size-5" />
      </MenuButton>
    </div>
  );
}
