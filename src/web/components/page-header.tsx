import type { ReactNode } from "react";
import { usePageTitle } from "@web/lib/use-page-title";

/** The page's heading, which also names the browser tab (`documentTitle` when the heading alone says too little). */
export function PageHeader({ title, documentTitle, actions }: { title: string; documentTitle?: string; actions?: ReactNode }) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {actions}
    </div>
  );
}
