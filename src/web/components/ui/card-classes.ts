/**
 * The card's classes, apart from the Card components (card.tsx) so that the public pages
 * can draw a card without loading tailwind-merge; the components merge a caller's classes
 * over these.
 */
export const CARD_CLASSES = {
  root: "rounded-lg border bg-card text-card-foreground shadow-sm",
  header: "flex flex-col gap-1.5 p-6",
  title: "text-lg font-semibold leading-none tracking-tight",
  description: "text-sm text-muted-foreground",
  content: "p-6 pt-0",
} as const;
