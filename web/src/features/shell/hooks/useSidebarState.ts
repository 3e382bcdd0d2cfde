import { useCallback, useEffect, useState } from "react";
import { readSidebarOpen, sidebarCookie } from "../utils/sidebarCookie.ts";
import { isSidebarShortcut } from "../utils/sidebarShortcut.ts";
import { useIsMobile } from "./useIsMobile.ts";

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons; kept in the sidebar_state cookie. */
  open: boolean;
  /** Mobile: whether the overlay drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
};

/** The sidebar's state, toggled by the menu button or Ctrl/Cmd+B. */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  useEffect(() => {
    document.cookie = sidebarCookie(open);
  }, [open]);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
    } else {
      setOpen((current) => !current);
    }
  }, [isMobile]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (isSidebarShortcut(event)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
