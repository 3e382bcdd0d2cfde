// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { Button, ConfigProvider, Form, Input } from "antd";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssueMessage, schemaRules } from "./schemaRules.ts";

const wait = { timeout: 8000 };
const title = z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(5, "Too long");
const note = z.string().max(3, "Note is too long").optional();

function renderField(rules: ReturnType<typeof schemaRules>) {
  // The app's theme provider is a ConfigProvider, which brings antd's English messages.
  render(
    <ConfigProvider>
      <Form>
        <Form.Item label="Title" name="title" rules={rules}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    </ConfigProvider>,
  );
}

function submit(value: string) {
  fireEvent.change(screen.getByLabelText("Title"), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("firstIssueMessage", () => {
  it("reports the first rule the value breaks", () => {
    const result = z.string().min(3, "first").regex(/x/, "second").safeParse("a");
    expect(result.success || firstIssueMessage(result.error)).toBe("first");
  });
});

describe("schemaRules", () => {
  it("makes a field required only when its schema refuses a missing value", () => {
    expect(schemaRules(title)).toEqual([
      { required: true, whitespace: true, message: "Title is required" },
      expect.anything(),
    ]);
    expect(schemaRules(title, "Please name it")[0]).toEqual({
      required: true,
      whitespace: true,
      message: "Please name it",
    });
    expect(schemaRules(note)).toHaveLength(1);
  });

  it("says the schema's '<Label> is required' for a blank required field, as the server does", async () => {
    renderField(schemaRules(title));
    submit("");
    expect(await screen.findByText("Title is required", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Please enter Title")).toBeNull();
  });

  it("says the form's own words for a blank field when it has them", async () => {
    renderField(schemaRules(title, "Please name it"));
    submit("");
    expect(await screen.findByText("Please name it", {}, wait)).toBeTruthy();
    expect(screen.queryByText("Title is required")).toBeNull();
  });

  it("refuses what is typed with the schema's own message", async () => {
    renderField(schemaRules(title));
    submit("abcdef");
    expect(await screen.findByText("Too long", {}, wait)).toBeTruthy();
  });

  it("leaves an optional field blank and checks it once filled", async () => {
    const [rule] = schemaRules(note);
    const validate = (value: unknown) =>
      (rule as { validator: (r: object, v: unknown) => Promise<void> }).validator({}, value);
    await expect(validate("")).resolves.toBeUndefined();
    await expect(validate(null)).resolves.toBeUndefined();
    await expect(validate("abc")).resolves.toBeUndefined();
    await expect(validate("abcd")).rejects.toThrow("Note is too long");
  });
});
