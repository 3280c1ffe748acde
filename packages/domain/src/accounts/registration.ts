import { z } from "zod";
import {
  confirmPassword,
  encoded,
  password,
  personName,
  refinePasswordsMatch,
  requiredEmail,
  requiredText,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

const registrationFieldLabels = {
  firstName: "field.firstName",
  lastName: "field.lastName",
  email: "field.email",
  password: "field.password",
  confirmPassword: "field.confirmPassword",
} as const satisfies Record<string, MessageKey>;

// Accounts are found by e-mail whatever its case, so the sign-in address is stored lower-cased.
const accountEmail = requiredEmail(registrationFieldLabels.email).transform((value) => value.toLowerCase());

const termsConsentMessage = encoded("validation.terms");
const termsConsent = z
  .boolean({ error: termsConsentMessage })
  .refine((agreed) => agreed, termsConsentMessage);

/** What the server accepts to create an account (§2 registration, §5 rules). */
export const signUpRequestSchema = z.object({
  firstName: personName(registrationFieldLabels.firstName),
  lastName: personName(registrationFieldLabels.lastName),
  email: accountEmail,
  password: password(registrationFieldLabels.password),
  acceptTerms: termsConsent,
});

/**
 * POST /api/accounts/terms: a signed-in person agrees to the current terms — an account made through an OpenID
 * provider (which never saw the sign-up form), or anyone after the terms have changed.
 */
export const termsAgreementSchema = z.object({ acceptTerms: termsConsent });
export type TermsAgreement = z.infer<typeof termsAgreementSchema>;
export const termsAgreementAnswerSchema = z.object({
  terms_accepted_version: z.string(),
  terms_accepted_at: z.string(),
});
export type TermsAgreementAnswer = z.infer<typeof termsAgreementAnswerSchema>;

/** The four-step registration form: the sign-up fields plus a matching confirmation. */
export const registrationFormSchema = refinePasswordsMatch(
  signUpRequestSchema.extend({ confirmPassword: confirmPassword(registrationFieldLabels.confirmPassword) }),
);
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** The steps of §2, with the fields each step validates before moving on. */
export const registrationSteps = [
  { id: "personal", title: "Personal details", fields: ["firstName", "lastName"] },
  { id: "contact", title: "Contact info", fields: ["email"] },
  { id: "security", title: "Security", fields: ["password", "confirmPassword"] },
  { id: "confirmation", title: "Confirmation", fields: ["acceptTerms"] },
] as const satisfies ReadonlyArray<{
  id: string;
  title: string;
  fields: ReadonlyArray<keyof RegistrationForm>;
}>;

export const signInRequestSchema = z.object({
  email: accountEmail,
  password: requiredText(registrationFieldLabels.password, { maxLength: 128 }),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: accountEmail });

export const newPasswordFormSchema = refinePasswordsMatch(
  z.object({ password: password(registrationFieldLabels.password), confirmPassword: confirmPassword() }),
);
