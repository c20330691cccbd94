/**
 * `use-sync-external-store/shim` (which recharts imports for React 17) is React's
 * own hook since React 18: vite.config.ts points the shim here, so no screen carries
 * the fallback.
 */
export { useSyncExternalStore } from "react";
