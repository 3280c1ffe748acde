import type { ReactNode } from "react";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** One block of the account-security page: a heading, what it is for, and its controls. */
export function SecurityPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A failed action's message in words (the server's, or a connection problem). */
export function ActionProblem({ error }: { error: unknown }) {
  const { t, word } = useT();
  if (!error) return null;
  return (
    <p role="alert" className="font-medium text-danger">
      {error instanceof ApiError ? word(error.messageRef) : t("accounts.problem.retry")}
    </p>
  );
}

/** A form the app checks itself (no browser bubbles), whose submit never reloads the page. */
export function ActionForm({
  onSubmit,
  className = "flex flex-col gap-3",
  children,
}: {
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The box for an authenticator code or a recovery code. */
export function SecondFactorCodeField({
  value,
  onChange,
  hint,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | undefined;
  /** Only where the box is the page's one task (a closed dialog must not take the focus when mounted). */
  autoFocus?: boolean;
}) {
  const { t } = useT();
  return (
    <TextField
      label={t("accounts.code")}
      hint={hint}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
