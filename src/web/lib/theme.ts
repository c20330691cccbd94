import { MoonIcon, SunIcon, SunMoonIcon, type LucideIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { isThemeChoice, THEME_COLOURS, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from "@shared/theme";

/**
 * The colour theme of this device (docs/decisions.md 139). The page's first script has already
 * marked it dark or not (THEME_BOOT_SCRIPT); from then on this module keeps the mark true to the
 * choice, to the system's theme while the choice is "system", and to a choice made in another tab.
 */

/** Each choice's icon: the theme menu shows the current one, the command palette the others. */
export const THEME_ICONS: Readonly<Record<ThemeChoice, LucideIcon>> = { system: SunMoonIcon, light: SunIcon, dark: MoonIcon };

const SYSTEM_DARK = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
let systemDark: MediaQueryList | undefined;

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    // Storage refused (a privacy setting): the system's theme, as the first script did.
    return "system";
  }
}

const themeOf = (choice: ThemeChoice): Theme =>
  choice === "system" ? (window.matchMedia(SYSTEM_DARK).matches ? "dark" : "light") : choice;

/** Marks the page with the theme, and gives the browser's bar its colour, then tells whoever shows the choice. */
function apply() {
  const theme = themeOf(storedChoice());
  document.documentElement.classList.toggle("dark", theme === "dark");
  // The two theme-color tags follow the system's theme by their media; a choice overrides both.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLOURS[theme];
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered; the page still changes.
  }
  apply();
}

/** Follows the system's theme and the choices made in other tabs, for the page's life. Called once, by main.tsx. */
export function followThemeChanges() {
  // Kept for the page's life: a list no longer referenced is collected, and its listener with it.
  systemDark = window.matchMedia(SYSTEM_DARK);
  systemDark.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) apply();
  });
  apply();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice made on this device: system, light or dark. */
export const useThemeChoice = (): ThemeChoice => useSyncExternalStore(subscribe, storedChoice);

/** The theme shown: the choice, or the system's. */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => themeOf(storedChoice()));
