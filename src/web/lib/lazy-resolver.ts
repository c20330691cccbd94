import type { FieldValues, Resolver } from "react-hook-form";
import { onDemand } from "./on-demand";

/**
 * A form's resolver whose rules (a zod schema, and zod with it) load when the form is first
 * checked, on its first submit, or sooner through `preload` (the form's first focus): the screen's
 * first load carries neither (docs/decisions.md 143). The same rules check as before, the
 * server's own schemas included.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> & { preload: () => void } {
  // A failed load (the connection dropped) is tried again by the next check.
  const rules = onDemand(load);
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => (await rules.load())(values, context, options);
  return Object.assign(resolver, { preload: () => void rules.load().catch(() => {}) });
}
