import { createElement, useEffect, useState, type ComponentType, type ReactElement } from "react";

/** Code fetched the first time it is wanted, then kept: `current` has it once it has arrived. */
export interface OnDemand<Value> {
  load: () => Promise<Value>;
  current: () => Value | undefined;
}

export function onDemand<Value>(load: () => Promise<Value>): OnDemand<Value> {
  let value: Value | undefined;
  let loading: Promise<Value> | undefined;
  return {
    load: () => {
      loading ??= load().then((loaded) => (value = loaded));
      // A failed fetch (offline, before the app was cached) is tried again when next wanted.
      loading.catch(() => (loading = undefined));
      return loading;
    },
    current: () => value,
  };
}

/**
 * What `code` holds, fetched once `wanted` is true; undefined until it has arrived. For a part
 * that appears on the user's action (a popup, the toaster), rendered as soon as its code is
 * here: `lazy` and `Suspense` would do the same, but React holds back what a boundary reveals
 * after its fallback for up to 300 ms, which a first click would see (decision 144).
 */
export function useOnDemand<Value>(code: OnDemand<Value>, wanted: boolean): Value | undefined {
  const [value, setValue] = useState(code.current);
  useEffect(() => {
    if (wanted && value === undefined)
      void code.load().then(
        (loaded) => setValue(() => loaded),
        () => undefined,
      );
  }, [code, wanted, value]);
  return value ?? code.current();
}

/**
 * A dialog whose code is fetched when it first opens: it renders nothing until then, shows as
 * soon as the code has arrived, and stays mounted afterwards, as a dialog does, so that it closes
 * with its animation and gives the focus back. `isOpen` reads the props (by default `open`).
 */
export function dialogOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean = (props) => (props as { open?: boolean }).open === true,
): (props: Props) => ReactElement | null {
  const code = onDemand(load);
  return function DialogOnDemand(props: Props) {
    const Dialog = useOnDemand(code, isOpen(props));
    return Dialog ? createElement(Dialog, props) : null;
  };
}
