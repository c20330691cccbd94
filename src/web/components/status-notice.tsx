import type { ReactNode } from "react";

/** What came of the user's last action, in a box under the form, read out by screen readers as it appears. */
export function StatusNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-primary/40 bg-accent p-3 text-sm [overflow-wrap:anywhere]">
      {children}
    </p>
  );
}
