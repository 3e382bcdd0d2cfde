import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Scrolls to the section named by the URL's hash once it is on the page: arriving from another
 * page at `/#pricing` (client-side or by a full load) lands on the pricing section. `ready` is
 * false while the sections are still to be rendered.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}
