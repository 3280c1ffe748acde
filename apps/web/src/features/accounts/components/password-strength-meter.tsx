import type { PasswordStrength } from "@siteready/domain/password-strength";
import { useEffect, useState } from "react";
import { useT } from "../../../i18n/use-translation.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";

// The common-password lists weigh about 1.5 MB: they load when someone starts typing a new password here,
// never with the landing or sign-in pages.
const strengthChecker = () => import("@siteready/domain/password-strength");

const barColours = ["bg-danger", "bg-danger", "bg-urgency-warning", "bg-urgency-valid", "bg-urgency-valid"];

/**
 * How guessable the new password is, with the reasons in plain words. The server runs the same check and
 * refuses passwords from the common and leaked lists; this shows it while typing.
 */
export function PasswordStrengthMeter({
  password,
  personal = [],
}: {
  password: string;
  personal?: string[];
}) {
  const { t, tm } = useT();
  const typed = useDebouncedValue(password, 200);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const personalKey = personal.join("\u0000");

  useEffect(() => {
    if (!typed) {
      setStrength(null);
      return;
    }
    let current = true;
    void strengthChecker().then(({ checkPasswordStrength }) => {
      if (current) setStrength(checkPasswordStrength(typed, personalKey.split("\u0000")));
    });
    return () => {
      current = false;
    };
  }, [typed, personalKey]);

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
            <li key={reason}>{tm(reason)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
