import { lazy, Suspense, type ComponentProps } from "react";
import { useHasBeenTrue } from "@web/lib/use-has-been-true";

/** The dialog's code (Radix's dialog, its focus trap and scroll lock) loads when a confirmation is first asked. */
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

/**
 * The app's confirmation (src/web/components/confirm-dialog.tsx) for a screen that shows none
 * when it opens: nothing is loaded until it is first asked, then it stays mounted, as the dialog
 * itself does, so that it closes with its animation and gives the focus back.
 */
export function ConfirmDialogOnDemand(props: ComponentProps<typeof ConfirmDialog>) {
  const asked = useHasBeenTrue(props.title !== undefined);
  if (!asked) return null;
  return (
    <Suspense>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
