import { describe, expect, it } from "vitest";
import { editedSampleArgs } from "./sample-rows.ts";

describe("editedSampleArgs", () => {
  it("turns an edited sample row into a real one, on every kind of update", () => {
    for (const operation of ["update", "updateMany", "updateManyAndReturn"]) {
      expect(editedSampleArgs("Customer", operation, { where: { id: "x" }, data: { name: "n" } })).toEqual({
        where: { id: "x" },
        data: { name: "n", isSample: false },
      });
    }
    expect(
      editedSampleArgs("Deal", "upsert", { where: { id: "x" }, create: { title: "t" }, update: { title: "u" } }),
    ).toEqual({
      where: { id: "x" },
      create: { title: "t" },
      update: { title: "u", isSample: false },
    });
  });

  it("leaves reads, creates and models without samples as they are", () => {
    const read = { where: { id: "x" } };
    expect(editedSampleArgs("Task", "findMany", read)).toBe(read);
    expect(editedSampleArgs("Activity", "create", { data: { type: "call" } })).toEqual({ data: { type: "call" } });
    expect(editedSampleArgs("ApiKey", "updateMany", { where: {}, data: { revokedAt: null } })).toEqual({
      where: {},
      data: { revokedAt: null },
    });
  });
});
