import { decodeMessageRef } from "@siteready/domain/i18n";
import type { PasswordOwner, PasswordStrength } from "@siteready/domain/password-strength";
import { useEffect, useState } from "react";
import { useT } from "../../../i18n/use-translation.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";

// The common-password lists weigh about 1.5 MB: they load when someone starts typing a new password here,
// never with the landing or sign-in pages.
const strengthChecker = () => import("@siteready/domain/password-strength");

const barColours = ["bg-danger", "bg-danger", "bg-urgency-warning", "bg-urgency-valid", "bg-urgency-valid"];

/**
 * How guessable the new password is, with the reasons in plain words. The server runs the same rule, with the
 * owner's name and e-mail where this page does not know them (a reset link), and a larger leaked-password list
 * of its own; this shows the rule while typing.
 */
export function PasswordStrengthMeter({
  password,
  owner = {},
}: {
  password: string;
  /** Whose password it is, where the page knows: their name and e-mail count against it. */
  owner?: PasswordOwner;
}) {
  const { t, tm, say } = useT();
  const typed = useDebouncedValue(password, 200);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { email, firstName, lastName } = owner;

  useEffect(() => {
    if (!typed) {
      setStrength(null);
      return;
    }
    let current = true;
    void strengthChecker().then(({ checkPasswordStrength }) => {
      if (current) setStrength(checkPasswordStrength(typed, { email, firstName, lastName }));
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
        {t("accounts.strength", { strength: tm(strength.label) })}
        {strength.refused ? ` ${t("accounts.strength.refused")}` : ""}
      </p>
      {strength.reasons.length > 0 ? (
        <ul className="list-disc pl-5">
          {strength.reasons.map((reason) => (
            <li key={reason}>{decodeMessageRef(reason) ? say(reason) : tm(reason)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
