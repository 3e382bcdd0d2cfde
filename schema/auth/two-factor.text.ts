// What the two-factor services answer; the web shows the same words.

export const TWO_FACTOR_REQUIRED = "Two-factor authentication required";
export const INVALID_TWO_FACTOR_CODE = "Invalid two-factor code";
export const INVALID_RECOVERY_CODE = "Invalid recovery code";
export const NO_PENDING_SIGN_IN = "No sign-in is waiting for a second factor. Sign in with your password again.";
export const TWO_FACTOR_ALREADY_ON = "Two-factor authentication is already on";
export const TWO_FACTOR_NOT_STARTED = "Start two-factor setup first";
export const TWO_FACTOR_NOT_ON = "Two-factor authentication is not on";
export const WRONG_TWO_FACTOR_CODE = "The code is not right. Check your authenticator app's time and try again.";
export const TWO_FACTOR_TURNED_OFF = "Two-factor authentication turned off";
export const WRONG_PASSKEY = "The passkey was not accepted. Try again, or use another of your passkeys.";
