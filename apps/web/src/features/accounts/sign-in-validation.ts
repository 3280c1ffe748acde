import { zodResolver } from "@hookform/resolvers/zod";
import { signInRequestSchema } from "@siteready/domain/accounts";

/** The sign-in form's checks, loaded on the form's first check (login-form.tsx). */
export const signInResolver = zodResolver(signInRequestSchema);
