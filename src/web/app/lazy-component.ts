import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A component loaded on demand, whose code can also be fetched ahead of its first render. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

export function lazyComponent<Module, Props = object>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType<Props>,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: component(module) }));
    // The failure is for the screen's error boundary to show; a later preload tries again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
