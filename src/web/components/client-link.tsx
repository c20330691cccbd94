import type { ReactNode } from "react";
import { Link } from "@web/components/link";
import { cn } from "@web/lib/cn";

/** The client page's address (docs/product.md "The client page"). */
export const clientPath = (clientId: string) => `/clients/${clientId}`;

/** A client's name, wherever the app shows it, leading to the client's page. */
export function ClientLink({
  clientId,
  className,
  children,
  tabIndex,
}: {
  clientId: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
}) {
  return (
    <Link to={clientPath(clientId)} tabIndex={tabIndex} className={cn("text-primary underline-offset-4 hover:underline", className)}>
      {children}
    </Link>
  );
}
