import { startTransition, useEffect, useState } from "react";

/**
 * false for the first render, true right after it, as a transition: what a page shows only once
 * this is true renders after the first paint, in small interruptible slices instead of one long
 * task (measured: Lighthouse's Total Blocking Time on `/`, see docs/performance.md).
 */
export function useRenderedAfterFirstPaint(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    startTransition(() => setRendered(true));
  }, []);
  return rendered;
}
