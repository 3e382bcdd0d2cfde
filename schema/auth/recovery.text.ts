/**
 * Texts of account recovery the web client also shows or recognises; no imports, so the web bundle
 * takes only these strings.
 */
export const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email before logging in";
export const NO_RESET_TOKEN_MESSAGE = "No reset token provided";
export const INVALID_RESET_TOKEN_MESSAGE =
  "This password reset link is invalid, has expired or has already been used. Ask for a new one.";
