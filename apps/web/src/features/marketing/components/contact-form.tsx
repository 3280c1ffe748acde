import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactMessageFormValues,
  type ContactMessageInput,
  type ContactTopic,
  contactFieldLabels,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "@siteready/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { Confirmation } from "./confirmation.tsx";

const fields = ["name", "email", "topic", "message"] as const;

interface ContactFormProps {
  initialTopic?: ContactTopic | undefined;
  /** The signed-in user, whose name and e-mail fill the empty boxes. */
  sender?: { name: string; email: string } | null | undefined;
}

export function ContactForm({ initialTopic = "general", sender }: ContactFormProps) {
  const emptyForm = { name: "", email: "", topic: initialTopic, message: "" };
  const form = useForm<ContactMessageFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: "onTouched",
    defaultValues: { ...emptyForm, name: sender?.name ?? "", email: sender?.email ?? "" },
  });
  const send = useSendContactMessage();
  const { errors } = form.formState;

  // The session can arrive after the form: fill only boxes the user has not typed in.
  const senderName = sender?.name;
  const senderEmail = sender?.email;
  useEffect(() => {
    if (senderName && !form.getValues("name")) form.setValue("name", senderName);
    if (senderEmail && !form.getValues("email")) form.setValue("email", senderEmail);
  }, [form, senderName, senderEmail]);

  if (send.isSuccess) {
    return (
      <Confirmation title="Thanks — we've got your message">
        <p>
          We read every message and will reply by e-mail to <strong>{send.variables.email}</strong>. Check
          your spam folder if nothing has arrived in a few days.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ ...emptyForm, name: senderName ?? "", email: senderEmail ?? "" });
              send.reset();
            }}
          >
            Send another message
          </Button>
          <Link to="/" className="inline-flex min-h-11 items-center justify-center font-semibold">
            Back to the home page
          </Link>
        </div>
      </Confirmation>
    );
  }

  return (
    <form
      noValidate
      aria-label="Contact us"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onError: (error) => showServerFieldErrors(error, form.setError, fields) }),
      )}
    >
      <TextField
        label={contactFieldLabels.name}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label={contactFieldLabels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="We'll reply to this address."
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField
        label={contactFieldLabels.topic}
        error={errors.topic?.message}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={initialTopic}
        {...form.register("topic")}
      >
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {contactTopicLabels[topic]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={contactFieldLabels.message}
        hint={`${MESSAGE_MIN_LENGTH} to ${MESSAGE_MAX_LENGTH} characters. Please leave out passwords and bank details.`}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register("message")}
      />
      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending} className="sm:self-start">
        Send message
      </Button>
    </form>
  );
}
