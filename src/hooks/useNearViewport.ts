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

/** Whether the reader has scrolled the page since it opened (a jump to an anchor counts). */
let scrolled = false;
const scrollListeners = new Set<Callback>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      scrollListeners.forEach((listener) => listener());
      scrollListeners.clear();
    },
    {once: true, passive: true},
  );
}

/**
 * Calls `onNear` once for `element` when it is on the screen, or, once the reader has scrolled, when it
 * comes within a screen of it. For work too heavy to start while the page loads for something the reader
 * has not moved towards (a diagram below the first screen), yet ready by the time a scrolling reader
 * reaches it.
 */
export function watchAhead(element: Element, onNear: Callback): () => void {
  let done = false;
  const stops: (() => void)[] = [];
  const near = () => {
    if (done) return;
    done = true;
    stops.forEach((stop) => stop());
    onNear();
  };
  const ahead = () => {
    if (!done) stops.push(watch(element, '100% 0px', near));
  };
  stops.push(watch(element, '0px', near));
  if (scrolled) ahead();
  else {
    scrollListeners.add(ahead);
    stops.push(() => scrollListeners.delete(ahead));
  }
  return () => {
    done = true;
    stops.forEach((stop) => stop());
  };
}

/**
 * Whether the element with the returned ref (or the element `target` picks from it) has come within
 * `margin` of the viewport (`'ahead'`: as `watchAhead` says). It stays true once it has; without
 * IntersectionObserver it is true at once.
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
    const onNear = () => setNear(true);
    return margin === 'ahead' ? watchAhead(element, onNear) : watch(element, margin, onNear);
    // The target and margin are fixed for the element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [ref, near];
}
