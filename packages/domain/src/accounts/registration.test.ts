import { describe, expect, it } from "vitest";
import { worded } from "../fields/test-support.ts";
import { registrationFormSchema, signInRequestSchema, signUpRequestSchema } from "./registration.ts";

const valid = {
  firstName: "Aoife",
  lastName: "O'Neill-Ní",
  email: "Aoife@Example.com",
  password: "hard-hat",
  confirmPassword: "hard-hat",
  acceptTerms: true,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), worded(issue.message)]),
  );

describe("registration", () => {
  it("accepts a valid worker and lower-cases the sign-in e-mail", () => {
    const parsed = registrationFormSchema.parse(valid);
    expect(parsed.email).toBe("aoife@example.com");
  });

  it("trims names and removes angle brackets", () => {
    expect(signUpRequestSchema.parse({ ...valid, firstName: "  <Sam> " }).firstName).toBe("Sam");
  });

  it("gives each field the spec's message", () => {
    const result = registrationFormSchema.safeParse({
      firstName: "",
      lastName: "Sm1th",
      email: "nope",
      password: "12345",
      confirmPassword: "",
      acceptTerms: true,
    });
    expect(messagesOf(result)).toEqual({
      firstName: "First name is required",
      lastName: "Name must contain only letters, spaces, hyphens and apostrophes",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Confirm password is required",
    });
  });

  it("needs the terms and privacy notice agreed to", () => {
    const { acceptTerms: _, ...unticked } = valid;
    expect(messagesOf(signUpRequestSchema.safeParse(unticked))).toEqual({
      acceptTerms: "Tick the box to agree to the terms of use and the privacy notice",
    });
    expect(signUpRequestSchema.safeParse({ ...valid, acceptTerms: false }).success).toBe(false);
  });

  it("says when the passwords do not match", () => {
    const result = registrationFormSchema.safeParse({ ...valid, confirmPassword: "hard-hot" });
    expect(messagesOf(result)).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("requires a password to sign in but does not re-check its length", () => {
    expect(signInRequestSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(messagesOf(signInRequestSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual({
      password: "Password is required",
    });
  });
});
