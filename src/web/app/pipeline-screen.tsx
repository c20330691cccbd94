import { lazy } from "react";
import { PipelinePage } from "@web/features/pipeline/pipeline-page";

/**
 * A card of the board opens its client in the clients feature's dialog, in place. Features do
 * not import each other, so the dialog is handed to the board here; its code (the form, zod)
 * loads when a card is first opened.
 */
const ClientFormDialog = lazy(() =>
  import("@web/features/clients/client-form-dialog").then((module) => ({ default: module.ClientFormDialog })),
);

export function PipelineScreen() {
  return <PipelinePage ClientDialog={ClientFormDialog} />;
}
