import { use } from "react";
import { loadTextSection, textSectionLoaded, useTranslation } from "./i18n";
import type { OnDemandTextSection } from "./text-parts";

/**
 * Suspends until the texts of `section`, which load on demand (text-parts.ts), are in for the
 * interface language; the component then renders with them, and again in a language chosen later.
 */
export function useTextSection(section: OnDemandTextSection) {
  const translation = useTranslation();
  if (!textSectionLoaded(section)) use(loadTextSection(section));
  return translation;
}
