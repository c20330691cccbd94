import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { createContext, use, type ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { buttonVariants } from "./button-variants";

/**
 * Why changes cannot be sent now (offline: the shell provides it, docs/decisions.md 141), or null.
 * Meanwhile every button that sends a change, a form's submit button or one marked `sendsChange`,
 * is disabled and says why on hover.
 */
export const ChangesOffContext = createContext<string | null>(null);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type = "button",
  sendsChange = false,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean; sendsChange?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  const changesOff = use(ChangesOffContext);
  const off = changesOff !== null && !asChild && (type === "submit" || sendsChange);
  return (
    <Component
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? {} : { type })}
      {...props}
      {...(off ? { disabled: true, title: changesOff } : {})}
    />
  );
}
