/**
 * The colours of what asks for attention (the offline banner, low stock, an order changed
 * elsewhere) in both themes: amber, its text at AA contrast on its background.
 */
export const WARNING_COLOURS =
  "border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/60 dark:text-amber-100";
