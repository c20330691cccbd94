import type { ComponentProps } from "react";
import type { ConfirmDialog } from "@web/components/confirm-dialog";
import { dialogOnDemand } from "@web/lib/on-demand";

type ConfirmDialogProps = ComponentProps<typeof ConfirmDialog>;

/**
 * The app's confirmation (src/web/components/confirm-dialog.tsx) for a screen that shows none
 * when it opens: nothing is loaded until it is first asked, then it stays mounted, as the dialog
 * itself does, so that it closes with its animation and gives the focus back.
 */
export const ConfirmDialogOnDemand = dialogOnDemand<ConfirmDialogProps>(
  // The dialog's code (Radix's dialog, its focus trap and scroll lock) loads when a confirmation is first asked.
  () => import("./confirm-dialog").then((module) => module.ConfirmDialog),
  (props) => props.title !== undefined,
);
