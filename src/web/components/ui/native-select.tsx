import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * The browser's own select, drawn like the Select trigger: for list filters, which then
 * need none of Radix's positioning, focus and scroll-lock code before the list shows,
 * and open the phone's own picker on phones. `className` sizes it; `selectClassName` styles
 * the select itself.
 */
export function NativeSelect({ className, selectClassName, children, ...props }: ComponentProps<"select"> & { selectClassName?: string }) {
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(
          "h-10 w-full appearance-none truncate rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-50",
          selectClassName,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}
