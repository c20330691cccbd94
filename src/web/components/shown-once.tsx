import { lazy, Suspense } from "react";
import type { ShownOnceProps } from "./shown-once-secret";

const ShownOnceSecret = lazy(() => import("./shown-once-secret").then((module) => ({ default: module.ShownOnceSecret })));

/**
 * A secret the server shows once (shown-once-secret.tsx), whose code loads when there is one to
 * show: after the action that made it, not with the screen.
 */
export function ShownOnce(props: ShownOnceProps) {
  return (
    <Suspense>
      <ShownOnceSecret {...props} />
    </Suspense>
  );
}
