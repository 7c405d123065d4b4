import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the first child of `ref` (laid out at its natural width, unwrapped) fits inside it. Measured again whenever either resizes;
 * while the container is not laid out (display: none on phones) the last answer stands.
 */
export function useFitsOnOneLine(ref: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const container = ref.current;
    const content = container?.firstElementChild;
    if (!container || !(content instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      if (container.clientWidth === 0) return;
      setFits(content.offsetWidth <= container.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return fits;
}
