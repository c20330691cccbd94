import { useTranslation, useTextSectionLoaded } from "./i18n";
import type { OnDemandTextSection } from "./text-parts";

/**
 * Suspends until the texts of `section`, which load on demand (text-parts.ts), are in for the
 * interface language; the component then renders with them, and again in a language chosen later.
 * It suspends before any hook of its own, and is called first in the components that use it.
 */
export function useTextSection(section: OnDemandTextSection) {
  useTextSectionLoaded(section);
  return useTranslation();
}
