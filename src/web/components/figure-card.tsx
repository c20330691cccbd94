import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { CARD_CLASSES } from "@web/components/ui/card-classes";
import { cn } from "@web/lib/cn";

/** A grey block where something will show, while it loads. */
export function Skeleton({ className }: { className: string }) {
  return <div className={cn("animate-pulse rounded-md bg-muted", className)} aria-hidden="true" />;
}

interface FigureCardProps {
  title: string;
  icon: LucideIcon;
  /** Undefined while loading: a grey block takes its place. */
  value: ReactNode | undefined;
  /** A line under the figure (the dashboard's trend), with its own grey block while loading. */
  note?: ReactNode;
  /** What the tests find the figure by. */
  valueTestId: string;
}

/** One figure in a card named by its title, as the dashboard and the sales show theirs. */
export function FigureCard({ title, icon: Icon, value, note, valueTestId }: FigureCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(CARD_CLASSES.root, "flex flex-col gap-2 p-6")}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      {value === undefined ? (
        <>
          <Skeleton className="h-8 w-24" />
          {note !== undefined && <Skeleton className="h-4 w-40 max-w-full" />}
        </>
      ) : (
        <>
          <p className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]" data-testid={valueTestId}>
            {value}
          </p>
          {note}
        </>
      )}
    </section>
  );
}
