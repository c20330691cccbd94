import type { ComponentProps } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from "react-router";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link within the app: a real `<a href>` (so it opens in a new tab with a modifier key
 * or a middle click) that a plain click follows without reloading the page. It is
 * react-router's Link without what only framework mode uses (route prefetching, view
 * transitions), which react-router's own Link brings into every page's JavaScript.
 */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    />
  );
}

/** A link that knows whether it leads to the current page or a page under it, as react-router's NavLink. */
export function NavLink({ className, ...props }: Omit<LinkProps, "className"> & { className: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const isActive = pathname === target || pathname.startsWith(`${target.replace(/\/$/, "")}/`);
  return <Link {...props} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
