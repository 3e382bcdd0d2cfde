import { describe, expect, it } from "vitest";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";
import { operationSecurity, securitySchemeLabel } from "./operationSecurity.ts";

const labels = (security: Parameters<typeof operationSecurity>[1]["security"]) =>
  operationSecurity(OPEN_API_FIXTURE, { security }).map(({ scheme }) => securitySchemeLabel(scheme));

describe("operationSecurity", () => {
  it("takes the document's requirement when the operation states none", () => {
    expect(labels(undefined)).toEqual(["API key (bearer token)"]);
  });

  it("takes the operation's own, each alternative once", () => {
    expect(labels([{ session: [] }])).toEqual(["Session cookie (bramble_session)"]);
    expect(labels([{ apiKey: [] }, { session: [] }])).toEqual([
      "API key (bearer token)",
      "Session cookie (bramble_session)",
    ]);
  });

  it("is empty when the operation needs no credentials, or may go without", () => {
    expect(labels([])).toEqual([]);
    expect(labels([{}, { apiKey: [] }])).toEqual([]);
  });
});
