import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";

/**
 * Agreement to the terms of use and privacy notice, asked before an account that will hold passports and bank
 * details is used; the server records what was agreed and when. The links open in a new tab so nothing typed is
 * lost.
 */
export function TermsConsent({ error, ...checkbox }: { error: string | undefined } & UseFormRegisterReturn) {
  const errorId = useId();
  const { say } = useT();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-[var(--accent)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...checkbox}
        />
        <span>
          <RichMessage
            id="terms.agree"
            tags={{
              terms: (words) => (
                <Link to="/terms" target="_blank" rel="noopener">
                  {words}
                </Link>
              ),
              privacy: (words) => (
                <Link to="/privacy" target="_blank" rel="noopener">
                  {words}
                </Link>
              ),
            }}
          />
        </span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
