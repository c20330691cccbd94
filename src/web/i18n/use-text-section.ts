import { use } from "react";
import { useTranslation } from "react-i18next";
import { loadTextSection } from "./i18n";
import type { OnDemandTextSection } from "./text-parts";

/**
 * Suspends until the texts of `section`, which load on demand (text-parts.ts), are in for the
 * interface language; the component then renders with them, and again in a language chosen later.
 */
export function useTextSection(section: OnDemandTextSection) {
  const translation = useTranslation();
  use(loadTextSection(section));
  return translation;
}
