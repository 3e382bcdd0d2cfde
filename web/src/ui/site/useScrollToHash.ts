import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Scrolls to the section named by the URL's hash when the app's router shows the landing page:
 * arriving from another page at `/#pricing` lands on the pricing section. (A full load of `/`
 * gets the server's markup, where the browser finds the section by itself.)
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
