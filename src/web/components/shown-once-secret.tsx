import { CopyIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { TOAST_DURATION, toast } from "@web/lib/toast";

export interface ShownOnceProps {
  /** What the value is, and that it will not be shown again (translated). */
  message: string;
  value: string;
  /** The copy button's label, and the toasts after copying or failing to (translated). */
  copyLabel: string;
  copied: string;
  copyFailed: string;
  "data-testid"?: string;
}

/**
 * A secret the server shows once (a new API key, an invitation link): announced, with a button
 * that copies it, and selectable as text where the clipboard is refused.
 */
export function ShownOnceSecret({ message, value, copyLabel, copied, copyFailed, "data-testid": testId }: ShownOnceProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied, { duration: TOAST_DURATION.copy });
    } catch {
      toast.error(copyFailed, { duration: TOAST_DURATION.error });
    }
  }

  return (
    <div role="status" className="space-y-2 rounded-md border border-primary/40 bg-accent p-3">
      <p className="text-sm font-medium">{message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-background px-2 py-1.5 font-mono text-sm [overflow-wrap:anywhere]" data-testid={testId}>
          {value}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <CopyIcon />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
