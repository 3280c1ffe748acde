import { reportInputSchema } from "@siteready/domain/messages";
import { type FormEvent, useState } from "react";
import type { ZodType } from "zod";
import { useT } from "../../i18n/use-translation.ts";
import { fieldErrorOf } from "../../lib/error-text.ts";
import { Button, type ButtonProps } from "./button.tsx";
import { LinkedText } from "./linked-text.tsx";
import { TextField } from "./text-field.tsx";

/** The parts of a message or a group post: its text, its small actions, and changing or reporting it in place. */

/** A post's text with its links, or a note where a deleted one stood. */
export function PostBody({
  body,
  deleted,
  deletedNote,
}: {
  body: string | null;
  deleted: boolean;
  deletedNote: string;
}) {
  return deleted ? (
    <p className="italic text-muted">{deletedNote}</p>
  ) : (
    <p className="whitespace-pre-wrap break-words">
      <LinkedText text={body ?? ""} />
    </p>
  );
}

/** A small action under a post: Edit, Delete, Reply, Report. */
export function PostActionButton(props: Omit<ButtonProps, "variant">) {
  return <Button variant="ghost" className="min-h-9 px-2 text-sm" {...props} />;
}

interface InlineTextFormProps {
  label: string;
  hint?: string;
  initialText?: string;
  /** The server's rule for the text, so its message shows before anything is sent. */
  schema: ZodType<string>;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked text; `showError` puts a failure under the field. */
  onSubmit: (text: string, showError: (failure: unknown) => void) => void;
  onCancel: () => void;
}

/** One text field in place under a post, with its Send and Cancel: to change the post, or to report it. */
export function InlineTextForm({
  label,
  hint,
  initialText = "",
  schema,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: InlineTextFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const { t } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onSubmit(parsed.data, (failure) => setError(fieldErrorOf(failure)));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={label}
        hint={hint}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <span className="flex gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </span>
    </form>
  );
}

/** Says what is wrong with a post, for the admins. */
export function ReportForm({
  what,
  ...props
}: { what: "post" | "message" } & Pick<InlineTextFormProps, "hint" | "busy" | "onSubmit" | "onCancel">) {
  const { t } = useT();
  return (
    <InlineTextForm
      label={what === "post" ? t("shell.ui.report.post") : t("shell.ui.report.message")}
      schema={reportInputSchema.shape.reason}
      submitLabel={t("shell.ui.report.send")}
      {...props}
    />
  );
}

/** The thanks once a report is sent. */
export function ReportedNote({ what }: { what: "post" | "message" }) {
  const { t } = useT();
  return (
    <p role="status" className="text-sm">
      {what === "post" ? t("shell.ui.report.thanksPost") : t("shell.ui.report.thanksMessage")}
    </p>
  );
}
