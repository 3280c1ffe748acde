import { startConversationSchema } from "@siteready/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { fieldErrorOf } from "../../../lib/error-text.ts";
import { useStartConversation } from "../api/conversations.ts";

/** Start a conversation by the exact e-mail of someone on SiteReady: there is no browsing of people. */
export function StartConversationForm({ onStarted }: { onStarted: (conversationId: string) => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const start = useStartConversation();
  const { t } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = startConversationSchema.safeParse({ via: "email", email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    start.mutate(parsed.data, {
      onSuccess: (conversation) => {
        setEmail("");
        onStarted(conversation.id);
      },
      onError: (failure) => setError(fieldErrorOf(failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={t("messages.start.label")}
        hint={t("messages.start.hint")}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" busy={start.isPending}>
        {t("messages.start.submit")}
      </Button>
    </form>
  );
}
