import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

type SwitchProps = Omit<ComponentProps<"button">, "type" | "role" | "onClick"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off setting that takes effect at once: a `role="switch"` button, named by the label
 * that points at its id, toggled by a click, Space or Enter. A plain button: nothing of Radix
 * to download for it.
 */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-placeholder",
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        aria-hidden="true"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-lg transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
