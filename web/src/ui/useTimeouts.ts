import { useCallback, useEffect, useState } from "react";

/** Schedules callbacks that are cancelled when the component unmounts. */
export function useTimeouts(): (callback: () => void, delayMs: number) => void {
  const [handles] = useState(() => new Set<number>());

  useEffect(
    () => () => {
      handles.forEach((handle) => window.clearTimeout(handle));
      handles.clear();
    },
    [handles],
  );

  return useCallback(
    (callback: () => void, delayMs: number) => {
      const handle = window.setTimeout(() => {
        handles.delete(handle);
        callback();
      }, delayMs);
      handles.add(handle);
    },
    [handles],
  );
}
