import { useState } from "react";
import type { ImportKind } from "@shared/imports/import-limits";
import { Button } from "@web/components/ui/button";
import { loadTextSection, useTranslation } from "@web/i18n/i18n";
import { dialogOnDemand } from "@web/lib/on-demand";

/**
 * The dialog's code (its steps, the upload, the report) and its texts load on the first click,
 * not with the list (docs/decisions.md 124 and 135).
 */
const ImportDialog = dialogOnDemand(() =>
  Promise.all([import("./import-dialog"), loadTextSection("imports")]).then(([module]) => module.ImportDialog),
);

/** "Import" above a list of clients or inventory items: opens the import dialog. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t("common.import")}
      </Button>
      <ImportDialog kind={kind} open={open} onOpenChange={setOpen} />
    </>
  );
}
