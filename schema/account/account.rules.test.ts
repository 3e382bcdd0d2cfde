import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import {
  changePasswordForm,
  changePasswordInput,
  notificationPreferencesInput,
  profileInput,
} from "./account.rules.ts";

describe("the profile", () => {
  it("trims every field and leaves out what was not sent", () => {
    expect(parseInput(profileInput, { firstName: " Ada ", email: " ada@example.com ", phone: null })).toEqual({
      firstName: "Ada",
      email: "ada@example.com",
      phone: "",
    });
  });

  it.each([
    [{ firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{ lastName: "x".repeat(101) }, "Last name must be at most 100 characters"],
    [{ phone: "1".repeat(41) }, "Phone must be at most 40 characters"],
    [{ email: "" }, "Email is required"],
    [{ email: "ada" }, "Please enter a valid email address"],
    [{ firstName: 1 }, "First name must be text"],
    [null, "Profile details are required"],
  ])("refuses %j: %s", (input, message) => {
    expect(validationMessage(profileInput, input)).toBe(message);
  });
});

describe("the notification preferences", () => {
  it("takes either switch alone, null as not sent", () => {
    expect(parseInput(notificationPreferencesInput, { taskReminders: false, emailNotifications: null })).toEqual({
      taskReminders: false,
      emailNotifications: undefined,
    });
  });

  it("refuses what is not true or false", () => {
    expect(validationMessage(notificationPreferencesInput, { emailNotifications: "on" })).toBe(
      "Email notifications must be true or false",
    );
  });
});

describe("a password change", () => {
  it.each([
    [{ newPassword: "secret1" }, "Current password is required"],
    [{ currentPassword: "old-secret", newPassword: "12345" }, "Password must be at least 6 characters"],
    [
      { currentPassword: "old-secret", newPassword: "old-secret" },
      "New password must be different from the current password",
    ],
  ])("refuses %j: %s", (input, message) => {
    expect(validationMessage(changePasswordInput, input)).toBe(message);
  });

  it("asks the form for the new password twice", () => {
    const typed = { currentPassword: "old-secret", newPassword: "new-secret" };
    expect(validationMessage(changePasswordForm, { ...typed, confirmPassword: "new-secreT" })).toBe(
      "Passwords do not match",
    );
    expect(validationMessage(changePasswordForm, { ...typed, confirmPassword: "new-secret" })).toBe("valid");
  });
});
