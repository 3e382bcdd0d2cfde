import { z } from "zod";

/** Deliberately simple: the spec's "looks like name@host.tld", the same rule the contact form uses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");
}

export function emailAddress(label: string, invalidMessage: string) {
  return requiredText(label, 254).regex(EMAIL_PATTERN, invalidMessage);
}
