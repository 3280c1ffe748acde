import { type SignInRequest, signInRequestSchema } from "@siteready/domain/accounts";

/** What the sign-in form sends once its fields pass, or each field's first problem (its encoded message). */
export type SignInCheck =
  | { values: SignInRequest; problems?: undefined }
  | { values?: undefined; problems: Partial<Record<keyof SignInRequest, string>> };

/** The sign-in form's checks (the domain's schema), loaded on the form's first check (use-sign-in-form.ts). */
export function checkSignIn(values: SignInRequest): SignInCheck {
  const result = signInRequestSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const problems: Partial<Record<keyof SignInRequest, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && problems[field] === undefined)
      problems[field] = issue.message;
  }
  return { problems };
}
