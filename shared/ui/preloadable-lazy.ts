import { type ComponentType, lazy } from 'react';

type ComponentModule<Props> = { default: ComponentType<Props> };

/**
 * React.lazy with a `preload` that starts the load ahead (its code, and whatever else `load` waits
 * for). A component preloaded before it renders shows at once: lazy gets a thenable that answers
 * synchronously and does not suspend, so no loading state flashes (React keeps one for 300 ms once
 * shown). A failed load is tried again by the next preload; once rendered, React keeps its error
 * (LazyPart shows it).
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentModule<Props>>) {
  type Module = ComponentModule<Props>;
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const alreadyLoaded = (module: Module) =>
    ({ then: (resolve: (value: Module) => void) => resolve(module) }) as Promise<Module>;
  return Object.assign(
    lazy(() => (loaded ? alreadyLoaded(loaded) : preload())),
    { preload },
  );
}
