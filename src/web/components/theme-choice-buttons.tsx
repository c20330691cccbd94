import { THEME_CHOICES } from "@shared/theme";
import { useTranslation } from "@web/i18n/i18n";
import { setThemeChoice, useThemeChoice } from "@web/lib/theme";
import { SegmentedControl } from "./segmented-control";

/** The choice ThemeSwitcher offers, as three buttons side by side: in the settings, and in the side menu of phones. */
export function ThemeChoiceButtons({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  return (
    <SegmentedControl
      label={t("theme.label")}
      value={choice}
      options={THEME_CHOICES.map((option) => ({ value: option, label: t(`theme.${option}`) }))}
      onChange={setThemeChoice}
      className={className}
    />
  );
}
