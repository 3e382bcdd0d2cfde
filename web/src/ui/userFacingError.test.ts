import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { serverMessage, userFacingError } from "./userFacingError.ts";

const texts = {
  fallback: "Invalid credentials",
  network: "Failed to login. Please try again.",
};

function graphQLErrors(...messages: string[]) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: messages.map((message) => ({ message })),
  });
}

function serverError(status: number, bodyText: string) {
  return new ServerError("Response not successful", {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

describe("userFacingError", () => {
  it("shows the server's GraphQL error message", () => {
    expect(userFacingError(graphQLErrors("Passwords do not match"), texts)).toBe("Passwords do not match");
  });

  it("uses the first non-empty GraphQL error message", () => {
    expect(userFacingError(graphQLErrors("", "Too many attempts."), texts)).toBe("Too many attempts.");
  });

  it("falls back when the server's message is empty", () => {
    expect(userFacingError(graphQLErrors("  "), texts)).toBe("Invalid credentials");
  });

  it("reads GraphQL errors from a non-OK JSON response body", () => {
    const body = JSON.stringify({
      errors: [{ message: "Too many attempts. Please try again later." }],
    });
    expect(userFacingError(serverError(429, body), texts)).toBe("Too many attempts. Please try again later.");
  });

  it("shows a plain-text error body as is", () => {
    expect(userFacingError(serverError(429, "Slow down"), texts)).toBe("Slow down");
  });

  it("falls back for an empty or HTML error body", () => {
    expect(userFacingError(serverError(500, ""), texts)).toBe("Invalid credentials");
    expect(userFacingError(serverError(500, "<html>Internal Server Error</html>"), texts)).toBe("Invalid credentials");
  });

  it("treats a proxy's bad gateway or unavailable answer as unreachable", () => {
    expect(userFacingError(serverError(502, ""), texts)).toBe("Failed to login. Please try again.");
    expect(userFacingError(serverError(503, "<html>Service Unavailable</html>"), texts)).toBe(
      "Failed to login. Please try again.",
    );
    expect(userFacingError(serverError(504, ""), texts)).toBe("Failed to login. Please try again.");
  });

  it("still shows a message the app itself sent with a 503", () => {
    const body = JSON.stringify({ errors: [{ message: "Down for maintenance" }] });
    expect(userFacingError(serverError(503, body), texts)).toBe("Down for maintenance");
  });

  it("falls back for an unreadable response", () => {
    const error = new ServerParseError(new SyntaxError("Unexpected token"), {
      response: new Response("oops", { status: 200 }),
      bodyText: "oops",
    });
    expect(userFacingError(error, texts)).toBe("Invalid credentials");
  });

  it("uses the network text when the server could not be reached", () => {
    expect(userFacingError(new TypeError("Failed to fetch"), texts)).toBe("Failed to login. Please try again.");
  });
});

describe("serverMessage", () => {
  it("is empty for network failures", () => {
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe("");
  });

  it("gives the validation message of a GraphQL error", () => {
    expect(serverMessage(graphQLErrors("Video URL must be a YouTube link"))).toBe("Video URL must be a YouTube link");
  });
});
