import { useCallback, useEffect, useState } from "react";
import type { OpenApiDocument } from "../openapi/openApiDocument.ts";

/** Where the server publishes the API's OpenAPI document, generated from the routes' own schemas. */
export const OPEN_API_URL = "/api/openapi.json";

export type OpenApiDocumentState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; document: OpenApiDocument };

async function fetchOpenApiDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(OPEN_API_URL, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`${OPEN_API_URL} answered ${response.status}`);
  const document = (await response.json()) as Partial<OpenApiDocument>;
  if (typeof document.paths !== "object" || document.paths === null) {
    throw new Error(`${OPEN_API_URL} is no OpenAPI document`);
  }
  return document as OpenApiDocument;
}

/** Fetches the OpenAPI document once the page opens, and again on `retry` after a failure. */
export function useOpenApiDocument(): OpenApiDocumentState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenApiDocumentState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchOpenApiDocument(controller.signal).then(
      (document) => {
        if (!controller.signal.aborted) setState({ status: "ready", document });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((previous) => previous + 1);
  }, []);

  return { ...state, retry };
}
