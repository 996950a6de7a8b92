// True once the page has hydrated: controls that only work with JavaScript render from then on,
// which keeps them out of the server's HTML.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
