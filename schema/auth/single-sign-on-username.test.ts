import { describe, expect, it } from "vitest";
import { registerInput } from "./auth.rules.ts";
import { usernameCandidate, usernameFromEmail } from "./single-sign-on-username.ts";

const validUsername = (username: string) => registerInput.shape.username.safeParse(username).success;

describe("usernameFromEmail", () => {
  it("takes the address's local part, lower-cased", () => {
    expect(usernameFromEmail("Ada.Lovelace@Example.com")).toBe("ada.lovelace");
  });

  it("drops the characters the username rule refuses and takes accents off letters", () => {
    expect(usernameFromEmail("josé+crm@example.com")).toBe("josecrm");
    expect(usernameFromEmail("o'brien_k-9@example.com")).toBe("obrien_k-9");
    expect(usernameFromEmail('"odd@name"@example.com')).toBe("oddname");
  });

  it("cuts a long local part to 32 characters", () => {
    expect(usernameFromEmail(`${"a".repeat(40)}@example.com`)).toBe("a".repeat(32));
  });

  it("fills out what keeps fewer than 3 characters", () => {
    expect(usernameFromEmail("al@example.com")).toBe("al-user");
    expect(usernameFromEmail("李@example.com")).toBe("user");
    expect(usernameFromEmail("x@example.com")).toBe("x-user");
  });

  it("always gives a name the sign-up rule accepts", () => {
    for (const email of ["Ada.Lovelace@Example.com", "李@example.com", `${"é".repeat(50)}@x.io`, "a+b@x.io", "@x.io"]) {
      expect(validUsername(usernameFromEmail(email))).toBe(true);
    }
  });
});

describe("usernameCandidate", () => {
  it("tries the base name first, then appends 2, 3 and so on", () => {
    expect(usernameCandidate("ada", 1)).toBe("ada");
    expect(usernameCandidate("ada", 2)).toBe("ada2");
    expect(usernameCandidate("ada", 12)).toBe("ada12");
  });

  it("shortens the base so a numbered name stays within 32 characters", () => {
    const base = "b".repeat(32);
    expect(usernameCandidate(base, 2)).toBe(`${"b".repeat(31)}2`);
    expect(usernameCandidate(base, 10)).toBe(`${"b".repeat(30)}10`);
    expect(validUsername(usernameCandidate(base, 100))).toBe(true);
  });
});
