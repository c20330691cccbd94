import { cn } from "@web/lib/cn";

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * Two or three views of the same records side by side, the chosen one pressed: "Everyone" or
 * "Mine" above the clients, "Team" or "Mine" on the dashboard. Plain buttons in a labelled
 * group, each reached with Tab, so it needs no code beyond React's. A filter of more values is a
 * `NativeSelect`.
 */
export function SegmentedControl<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  /** What the choice is about, for screen readers ("Whose clients"). */
  label: string;
  value: Value;
  options: readonly SegmentedOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("inline-flex h-10 shrink-0 items-center rounded-md bg-muted p-1", className)}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex h-full flex-1 items-center justify-center whitespace-nowrap rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              chosen && "bg-background text-foreground shadow-sm",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
