/**
 * The colour theme (docs/decisions.md 139): the system's by default, or light or dark as chosen
 * on this device. The choice is kept in the browser's storage under THEME_STORAGE_KEY, absent
 * for "system".
 */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = Exclude<ThemeChoice, "system">;

export const THEME_STORAGE_KEY = "clientele.theme";

export const isThemeChoice = (value: unknown): value is ThemeChoice => (THEME_CHOICES as readonly unknown[]).includes(value);

/**
 * The page's first script, inline in index.html's head (vite.config.ts puts it there): it marks
 * the page dark, from the choice stored or the system's, before anything is painted. The server's
 * Content-Security-Policy allows it by its hash (src/server/http/security.ts) and no other inline
 * script. Storage may be refused (a privacy setting): the system's theme then.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `var d=c==="dark"||(c!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);` +
  `document.documentElement.classList.toggle("dark",d)})()`;

/** The browser's bar and the installed app's title bar, in each theme: the header's background. */
export const THEME_COLOURS: Readonly<Record<Theme, string>> = { light: "#ffffff", dark: "#0b1120" };
