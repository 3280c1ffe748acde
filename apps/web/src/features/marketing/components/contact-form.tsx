import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactMessageFormValues,
  type ContactMessageInput,
  type ContactTopic,
  contactFieldLabels,
  contactMessageSchema,
  contactTopicKeys,
  contactTopics,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "@siteready/domain/marketing";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { BoldValue } from "./bold-value.tsx";
import { Confirmation } from "./confirmation.tsx";

const fields = ["name", "email", "topic", "message"] as const;

interface ContactFormProps {
  initialTopic?: ContactTopic | undefined;
  /** The signed-in user, whose name and e-mail fill the empty boxes. */
  sender?: { name: string; email: string } | null | undefined;
}

export function ContactForm({ initialTopic = "general", sender }: ContactFormProps) {
  const emptyForm = { name: "", email: "", topic: initialTopic, message: "" };
  const hydrated = useHydrated();
  const form = useForm<ContactMessageFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: "onTouched",
    defaultValues: { ...emptyForm, name: sender?.name ?? "", email: sender?.email ?? "" },
  });
  const send = useSendContactMessage();
  const { errors } = form.formState;
  const { t } = useT();

  // The session can arrive after the form: fill only boxes the user has not typed in.
  const senderName = sender?.name;
  const senderEmail = sender?.email;
  useEffect(() => {
    if (senderName && !form.getValues("name")) form.setValue("name", senderName);
    if (senderEmail && !form.getValues("email")) form.setValue("email", senderEmail);
  }, [form, senderName, senderEmail]);

  if (send.isSuccess) {
    return (
      <Confirmation title={t("marketing.contact.sentTitle")}>
        <p>
          <BoldValue
            value={send.variables.email}
            sentence={(email) => t("marketing.contact.sentText", { email })}
          />
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ ...emptyForm, name: senderName ?? "", email: senderEmail ?? "" });
              send.reset();
            }}
          >
            {t("marketing.contact.another")}
          </Button>
          <Link to="/" className="inline-flex min-h-11 items-center justify-center font-semibold">
            {t("marketing.backHome")}
          </Link>
        </div>
      </Confirmation>
    );
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t("marketing.contact.title")}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onError: (error) => showServerFieldErrors(error, form.setError, fields) }),
      )}
    >
      <TextField
        label={t(contactFieldLabels.name)}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label={t(contactFieldLabels.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t("marketing.contact.emailHint")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField
        label={t(contactFieldLabels.topic)}
        error={errors.topic?.message}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={initialTopic}
        {...form.register("topic")}
      >
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {t(contactTopicKeys[topic])}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t(contactFieldLabels.message)}
        hint={t("marketing.contact.messageHint", { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH })}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register("message")}
      />
      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending} disabled={!hydrated} className="sm:self-start">
        {t("marketing.contact.submit")}
      </Button>
    </form>
  );
}
