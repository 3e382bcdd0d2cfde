export const MIN_PASSWORD_LENGTH = 6;

export type RegistrationPasswords = {
  password: string;
  confirmPassword: string;
};

/** The first client-side registration problem, in the spec's order, or null when there is none. */
export function validateRegistration({ password, confirmPassword }: RegistrationPasswords): string | null {
  if (password !== confirmPassword) {
    return "Passwords do not match";
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return "Password must be at least 6 characters";
  }
  return null;
}
