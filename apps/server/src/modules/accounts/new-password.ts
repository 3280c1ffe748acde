import type { PasswordOwner } from "@siteready/domain/password-strength";
import type { Auth } from "./auth.ts";
import { isBreachedPassword } from "./breached-passwords.ts";

/**
 * Why a new password is refused, as a field error (an encoded message reference, worded in the reader's
 * language), or undefined when it is accepted: the domain's rule (the one the sign-up and reset pages show while
 * typing), then the leaked-password list only the server holds. The one check for every place a password is
 * chosen (sign-up, reset and change). The rule's dictionaries (1.5 MB) and the list (2 MB) load with the first new
 * password, not with the server.
 */
export async function refusedPasswordReason(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  const { checkPasswordStrength, refusedPasswordMessage, leakedPasswordMessage } = await import(
    "@siteready/domain/password-strength"
  );
  const checked = checkPasswordStrength(password, owner);
  if (checked.refused) return refusedPasswordMessage(checked);
  return (await isBreachedPassword(password)) ? leakedPasswordMessage : undefined;
}

/**
 * Whose reset link this is (better-auth keeps the token, hashed, as a verification row naming the user), so the
 * new password is held against their name and e-mail as at sign-up. No one for an unknown token: better-auth
 * refuses it next.
 */
export async function resetLinkOwner(auth: Auth, token: string): Promise<PasswordOwner> {
  const { internalAdapter } = await auth.$context;
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = link ? await internalAdapter.findUserById(link.value) : null;
  if (!user) return {};
  const { email, firstName, lastName } = user as typeof user & { firstName?: string; lastName?: string };
  return { email, firstName, lastName };
}
