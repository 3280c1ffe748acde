import type { MessageKey } from "@siteready/domain/i18n";
import type { PasswordOwner, PasswordStrength } from "@siteready/domain/password-strength";
import { useEffect, useState } from "react";
import { useT } from "../../../i18n/use-translation.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";

// The light check (the most common passwords and words, under 60 kB gzip) loads when someone starts typing a new
// password here, never with the landing or sign-in pages; zxcvbn's whole lists (1.5 MB) and the leaked
// passwords stay on the server, which answers on the password field when the form is sent.
const strengthChecker = () => import("@siteready/domain/password-check");

/** Each strength's words by the strength (the checker names them in English, never shown as such). */
const strengthKeys: Record<PasswordStrength["label"], MessageKey> = {
  "Very weak": "accounts.strength.veryWeak",
  Weak: "accounts.strength.weak",
  Fair: "accounts.strength.fair",
  Strong: "accounts.strength.strong",
  "Very strong": "accounts.strength.veryStrong",
};

const barColours = ["bg-danger", "bg-danger", "bg-urgency-warning", "bg-urgency-valid", "bg-urgency-valid"];

/**
 * How guessable the new password is, with the reasons in plain words. The server runs the same rule with every
 * list, the owner's name and e-mail where this page does not know them (a reset link), and a larger
 * leaked-password list of its own; this shows the rule with the common lists while typing, and says that the
 * server checks more, so a password it rates strong is never taken for accepted.
 */
export function PasswordStrengthMeter({
  password,
  owner = {},
}: {
  password: string;
  /** Whose password it is, where the page knows: their name and e-mail count against it. */
  owner?: PasswordOwner;
}) {
  const { t, say } = useT();
  const typed = useDebouncedValue(password, 200);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { email, firstName, lastName } = owner;

  useEffect(() => {
    if (!typed) {
      setStrength(null);
      return;
    }
    let current = true;
    void strengthChecker().then(({ checkPasswordLightly }) => {
      if (current) setStrength(checkPasswordLightly(typed, { email, firstName, lastName }));
    });
    return () => {
      current = false;
    };
  }, [typed, email, firstName, lastName]);

  if (!strength) return null;
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={`h-2 flex-1 rounded ${bar < Math.max(strength.score, 1) ? barColours[strength.score] : "bg-border"}`}
          />
        ))}
      </div>
      <p className="font-medium">
        {t("accounts.strength", { strength: t(strengthKeys[strength.label]) })}
        {strength.refused ? ` ${t("accounts.strength.refused")}` : ""}
      </p>
      {strength.reasons.length > 0 ? (
        <ul className="list-disc pl-5">
          {strength.reasons.map((reason) => (
            <li key={reason}>{say(reason)}</li>
          ))}
        </ul>
      ) : null}
      {strength.refused ? null : <p className="text-muted">{t("accounts.strength.checkedOnSave")}</p>}
    </div>
  );
}
