import {useEffect, useRef, useState, type RefObject} from 'react';

type Callback = () => void;
const observers = new Map<string, {observer: IntersectionObserver; callbacks: Map<Element, Callback>}>();

/** Calls `onNear` once `element` comes within `margin` of the viewport; one shared observer per margin. */
export function watch(element: Element, margin: string, onNear: Callback): () => void {
  let entry = observers.get(margin);
  if (!entry) {
    const callbacks = new Map<Element, Callback>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          callbacks.get(record.target)?.();
          callbacks.delete(record.target);
          observer.unobserve(record.target);
        }
      },
      {rootMargin: margin},
    );
    entry = {observer, callbacks};
    observers.set(margin, entry);
  }
  const {observer, callbacks} = entry;
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Whether the element with the returned ref (or the element `target` picks from it) has come within
 * `margin` of the viewport. It stays true once it has; without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends HTMLElement>(
  margin: string,
  target: (element: T) => Element | null = (element) => element,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current && target(ref.current);
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    return watch(element, margin, () => setNear(true));
    // The target and margin are fixed for the element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [ref, near];
}
