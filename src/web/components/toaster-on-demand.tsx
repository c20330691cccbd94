import { useOnDemand } from "@web/lib/on-demand";
import { toasterCode, useToasterWanted } from "@web/lib/toast";

/**
 * The toaster, mounted with the first toast (lib/toast.ts), its code fetched then. Its frame is
 * there from the start: a dialog hides the rest of the page from assistive technology when it
 * opens, all but the live regions there are then (Radix's `hideOthers`), so a toaster mounted
 * later inside a region that is not live would be hidden with the page. "off" leaves the
 * announcing to the toaster's own live region.
 */
export function ToasterOnDemand() {
  const Toaster = useOnDemand(toasterCode, useToasterWanted())?.Toaster;
  return <div aria-live="off">{Toaster && <Toaster />}</div>;
}
