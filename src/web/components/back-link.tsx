import { ArrowLeftIcon } from "lucide-react";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";

/** "Back to …" above a page's heading: to the list or screen the page belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to={to}>
        <ArrowLeftIcon />
        {label}
      </Link>
    </Button>
  );
}
