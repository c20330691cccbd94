import { Fragment } from "react";
import type { NavKey } from "@shared/screens";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { useTextSection } from "@web/i18n/use-text-section";
import { GO_TO_KEYS } from "./shortcuts";

const Key = ({ children }: { children: string }) => (
  <kbd className="inline-flex min-w-6 items-center justify-center rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{children}</kbd>
);

/** The list `?` opens: every shortcut of the table in shortcuts.ts, with its keys. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  paletteKeys,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paletteKeys: string;
}) {
  const { t } = useTextSection("palette");
  const rows: { keys: string[]; label: string }[] = [
    { keys: [paletteKeys], label: t("palette.shortcuts.openPalette") },
    { keys: ["?"], label: t("palette.shortcuts.showShortcuts") },
    ...(Object.entries(GO_TO_KEYS) as [NavKey, string][]).map(([section, key]) => ({
      keys: ["g", key],
      label: t("palette.shortcuts.goTo", { screen: t(`nav.${section}`) }),
    })),
    { keys: ["n"], label: t("palette.shortcuts.newRecord") },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("palette.shortcuts.title")}</DialogTitle>
          <DialogDescription>{t("palette.shortcuts.description")}</DialogDescription>
        </DialogHeader>
        <dl className="divide-y text-sm">
          {rows.map(({ keys, label }) => (
            <div key={label} className="flex items-center justify-between gap-4 py-2">
              <dt>{label}</dt>
              <dd className="flex shrink-0 items-center gap-1 text-muted-foreground">
                {keys.map((key, position) => (
                  <Fragment key={key}>
                    {position > 0 && <span>{t("palette.shortcuts.then")}</span>}
                    <Key>{key}</Key>
                  </Fragment>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
