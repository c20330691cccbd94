import type { ImportResource } from "@shared/imports/import.schema";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { ProgressBar } from "./progress-bar";
import { useFocusOnMount } from "./use-focus-on-mount";

/** Step 3: the rows imported so far, as the server counts them; the import goes on if the dialog is closed. */
export function ProgressStep({ running }: { running: ImportResource }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { processed, total } = running.progress;
  const counted = t("imports.progress.rows", {
    count: total,
    processed: formatInteger(processed, language),
    total: formatInteger(total, language),
  });
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        {t("imports.progress.title")}
      </h3>
      <ProgressBar label={t("imports.progress.title")} value={processed} max={total} valueText={counted} />
      <p className="text-sm">{counted}</p>
      <p className="text-sm text-muted-foreground">{t("imports.progress.closeHint")}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("common.close")}
          </Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
