import { createContext, use } from "react";
import { parseInitialData, type InitialData } from "./initialData.ts";

export const INITIAL_DATA_ELEMENT_ID = "bramble-initial-data";

let cached: InitialData | undefined;

/** The page's initial data, read once per page load (the server renders it into the HTML). */
export function readInitialData(): InitialData {
  cached ??= parseInitialData(document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent);
  return cached;
}

/**
 * Given where there is no page to read the data from: the server rendering the landing page passes
 * the same JSON it puts into the page, so its render and the browser's hydration show the same texts.
 */
export const InitialDataContext = createContext<InitialData | null>(null);

/**
 * Hero texts, site settings (company name, e-mail, phone, address) and the feature blocks, plans and
 * testimonials as the server had them when it sent this page: no GraphQL request needed. An admin's
 * edit shows on the next page load.
 */
export function useInitialData(): InitialData {
  return use(InitialDataContext) ?? readInitialData();
}
