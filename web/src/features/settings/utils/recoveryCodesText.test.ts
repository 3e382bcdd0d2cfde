import { describe, expect, it } from "vitest";
import { recoveryCodesText } from "./recoveryCodesText.ts";

describe("recoveryCodesText", () => {
  it("puts one code a line under a heading naming the site's company", () => {
    expect(recoveryCodesText(["abcde-fghij", "kmnpq-rstuv"], "Larkspur CRM")).toBe(
      "Larkspur CRM recovery codes (each works once)\n\nabcde-fghij\nkmnpq-rstuv\n",
    );
  });
});
