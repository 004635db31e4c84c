// Parts of a page whose code is not in its first load (issue 37): a menu, a dialog, a control that only
// some visits use. Until first used, the part is a plain placeholder (the button it opens from); its
// code loads when the browser is first idle after the page is up (or on that first use), and the part
// takes the placeholder's place when the placeholder is used, open at once and with the focus.
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";

export type DeferredPart<P extends object> = {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading its code (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/** A part whose code `load` brings, loaded at most once. */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return { Component: lazy(async () => ({ default: await preload() })), preload };
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Calls `run` once the browser is idle (within two seconds at the latest); answers a canceller. */
export function whenIdle(run: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(run, { timeout: 2000 });
    const cancel = idle.cancelIdleCallback;
    return () => cancel(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/** Loads the parts' code when the browser is first idle after the caller mounts. */
export function usePreloadWhenIdle(...parts: readonly Pick<DeferredPart<object>, "preload">[]) {
  // The parts are module constants: loading them once per mount is what is meant.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => whenIdle(() => void Promise.all(parts.map((part) => part.preload()))), []);
}

export type DeferredProps<P extends object> = {
  part: DeferredPart<P>;
  /** The part's own props. It mounts on first use: it opens at once, with the focus. */
  props: P;
  /** The placeholder: the button the part opens from, given what to call when it is clicked. */
  placeholder: (onClick: () => void) => ReactElement;
};

/**
 * The placeholder until it is first used, then the part (the placeholder again while the part's code
 * loads, if the browser was not idle before). The part's code loads when the browser is first idle.
 */
export function Deferred<P extends object>({ part, props, placeholder }: DeferredProps<P>) {
  const [used, setUsed] = useState(false);
  usePreloadWhenIdle(part);
  const shown = placeholder(() => setUsed(true));
  if (!used) return shown;
  const { Component } = part;
  return (
    <Suspense fallback={shown}>
      <Component {...props} />
    </Suspense>
  );
}

/**
 * A dialog whose code loads when the browser is idle: nothing until it first opens, then the dialog,
 * which stays mounted so that it closes with its transition.
 */
export function DeferredDialog<P extends { opened: boolean }>({
  part,
  props,
}: {
  part: DeferredPart<P>;
  props: P;
}) {
  const everOpened = useRef(false);
  if (props.opened) everOpened.current = true;
  usePreloadWhenIdle(part);
  if (!everOpened.current) return null;
  const { Component } = part;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
