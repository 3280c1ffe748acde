import type { MessageRef } from "@siteready/domain/i18n";
import { ShieldAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { onAccountSuspended } from "../../../lib/api-client.ts";
import { focusLater } from "../../../lib/focus-later.ts";
import { useSignOut } from "../hooks/use-auth-session.ts";

/** The server's message (by key) once any request was refused because the account is suspended, otherwise null. */
export function useAccountSuspended(): MessageRef | null {
  const [message, setMessage] = useState<MessageRef | null>(null);
  useEffect(() => onAccountSuspended(setMessage), []);
  return message;
}

/** Shown in place of every page while the account is suspended: what happened, why, and what to do. */
export function AccountSuspendedScreen({ message }: { message: MessageRef }) {
  const { t, word } = useT();
  const signOut = useSignOut();
  const headingId = useId();
  // Whatever page was open is gone: focus goes to the heading, so a screen reader says what happened.
  useEffect(() => focusLater(headingId), [headingId]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 id={headingId} tabIndex={-1} className="text-3xl font-bold">
        {t("accounts.suspended.title")}
      </h1>
      <p role="alert" className="text-lg">
        {word(message)}
      </p>
      <Button variant="secondary" onClick={() => void signOut("/login", "logout")}>
        {t("accounts.signOut")}
      </Button>
    </div>
  );
}
