import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { readInitialData } from "#web/ui/site/useInitialData.ts";
import { LandingApp } from "./LandingApp.tsx";
import "../index.css";

const container = document.getElementById("root");
if (!container) {
  throw new Error("Missing #root element in landing.html");
}

// The browser entry of `/`: React takes over the server's markup. No router, antd or Apollo here;
// links to other pages load them (the app's entry is web/src/main.tsx). As a transition, hydration
// yields to the browser every few milliseconds instead of blocking the main thread in one long task;
// a tap on a part not hydrated yet hydrates that part first.
startTransition(() => {
  hydrateRoot(container, <LandingApp data={readInitialData()} />);
});
