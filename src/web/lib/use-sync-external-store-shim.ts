/**
 * `use-sync-external-store/shim` (which react-i18next imports for React 17) is React's
 * own hook since React 18: vite.config.ts points the shim here, so the landing page does
 * not carry the fallback.
 */
export { useSyncExternalStore } from "react";
