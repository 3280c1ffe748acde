import { zodResolver } from "@hookform/resolvers/zod";
import {
  defaultFeatureCatalogue,
  emailForUpdatesMessage,
  type FeatureCatalogueEntry,
  type FeatureKey,
  type FeedbackFormValues,
  type FeedbackInput,
  type FeedbackKind,
  featureFeedbackKinds,
  featureKeys,
  feedbackFieldLabels,
  feedbackKindLabels,
  feedbackKinds,
  feedbackNeedsEmail,
  feedbackSchema,
  MESSAGE_MAX_LENGTH,
  whenFieldsValid,
} from "@siteready/domain";
import { Bell, Bug, Lightbulb, type LucideIcon, ThumbsUp } from "lucide-react";
import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useSendFeedback } from "../api/send-feedback.ts";
import { Confirmation } from "./confirmation.tsx";

const fields = ["kind", "featureKey", "message", "email"] as const;

const kindIcons: Record<FeedbackKind, LucideIcon> = {
  idea: Lightbulb,
  problem: Bug,
  vote: ThumbsUp,
  request_updates: Bell,
};

const messageHints: Record<FeedbackKind, string> = {
  idea: "What would make SiteReady more useful on site? At least 10 characters.",
  problem:
    "What were you doing and what went wrong? Tell us your phone or browser too. At least 10 characters.",
  vote: "Optional. Tell us how you would use it.",
  request_updates: "Optional.",
};

type FeatureList = Record<FeatureKey, FeatureCatalogueEntry>;

/** Locked features first: they are the ones a vote can move. The admin area is not something to vote for. */
function featureOptions(features: FeatureList) {
  const entries = featureKeys
    .map((key) => features[key])
    .filter((entry) => entry.requiresRole !== "admin" && entry.tier !== "admin");
  return {
    locked: entries.filter((entry) => entry.state !== "enabled"),
    available: entries.filter((entry) => entry.state === "enabled"),
  };
}

interface FeedbackFormProps {
  /** The catalogue as the server resolved it; the built-in one is used until it arrives. */
  features?: FeatureList | undefined;
  /** The signed-in user's e-mail, or null for a signed-out visitor. */
  signedInEmail?: string | null | undefined;
  initialKind?: FeedbackKind | undefined;
  initialFeature?: FeatureKey | undefined;
}

export function FeedbackForm({
  features = defaultFeatureCatalogue,
  signedInEmail = null,
  initialKind = "idea",
  initialFeature,
}: FeedbackFormProps) {
  const signedIn = signedInEmail !== null;
  const schema = useMemo(
    () =>
      signedIn
        ? feedbackSchema
        : feedbackSchema.superRefine(
            (value, ctx) => {
              if (feedbackNeedsEmail(value, false)) {
                ctx.addIssue({ code: "custom", path: ["email"], message: emailForUpdatesMessage });
              }
            },
            { when: whenFieldsValid("kind", "email") },
          ),
    [signedIn],
  );
  const emptyForm: FeedbackFormValues = {
    kind: initialKind,
    featureKey: initialFeature ?? "",
    message: "",
    email: "",
  };
  const form = useForm<FeedbackFormValues, unknown, FeedbackInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: emptyForm,
  });
  const send = useSendFeedback();
  const kind = useWatch({ control: form.control, name: "kind" });
  const { errors } = form.formState;
  const options = featureOptions(features);
  const kindErrorId = useId();
  const featureRequired = featureFeedbackKinds.includes(kind);

  if (send.isSuccess) {
    const sent = send.variables;
    const title = sent.featureKey ? features[sent.featureKey].title : "";
    const headings: Record<FeedbackKind, string> = {
      idea: "Thanks — we've got your idea",
      problem: "Thanks — we've got your report",
      vote: `Thanks — your vote for ${title} is in`,
      request_updates: `Thanks — we'll tell you when ${title} is ready`,
    };
    const texts: Record<FeedbackKind, string> = {
      idea: "We read everything that comes in. The ideas most people ask for go to the top of the list.",
      problem: "We'll look into it. If you left an e-mail address, we may ask you for a bit more detail.",
      vote: "The features with the most votes get built first. Donations pay for the work.",
      request_updates: `We'll e-mail ${sent.email ?? signedInEmail ?? "you"} when it's ready.`,
    };
    return (
      <Confirmation title={headings[sent.kind]}>
        <p>{texts[sent.kind]}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ ...emptyForm, kind: "idea", featureKey: "" });
              send.reset();
            }}
          >
            Send more feedback
          </Button>
          <Link to="/features" className="inline-flex min-h-11 items-center justify-center font-semibold">
            See all features
          </Link>
        </div>
      </Confirmation>
    );
  }

  return (
    <form
      noValidate
      aria-label="Feedback"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onError: (error) => showServerFieldErrors(error, form.setError, fields) }),
      )}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">What would you like to do?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {feedbackKinds.map((value) => {
            const Icon = kindIcons[value];
            return (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-surface-muted"
              >
                <input
                  type="radio"
                  value={value}
                  className="size-5 accent-accent"
                  aria-describedby={errors.kind ? kindErrorId : undefined}
                  {...form.register("kind")}
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-link" />
                <span>{feedbackKindLabels[value]}</span>
              </label>
            );
          })}
        </div>
        {errors.kind ? (
          <p id={kindErrorId} className="text-sm font-medium text-danger">
            {errors.kind.message}
          </p>
        ) : null}
      </fieldset>

      <SelectField
        label={feedbackFieldLabels.featureKey}
        hint={featureRequired ? "Which feature is it for?" : "Optional. Which part of SiteReady is it about?"}
        error={errors.featureKey?.message}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={initialFeature ?? ""}
        {...form.register("featureKey")}
      >
        <option value="">Choose a feature</option>
        <optgroup label="Not unlocked yet">
          {options.locked.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.title}
            </option>
          ))}
        </optgroup>
        <optgroup label="Available now">
          {options.available.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.title}
            </option>
          ))}
        </optgroup>
      </SelectField>

      <TextareaField
        label={feedbackFieldLabels.message}
        hint={messageHints[kind]}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register("message")}
      />

      {signedIn ? (
        <p className="text-sm text-muted">
          You're signed in as <strong>{signedInEmail}</strong>. If we need to reply, we'll use that address.
        </p>
      ) : (
        <TextField
          label={feedbackFieldLabels.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={
            kind === "request_updates"
              ? "We'll e-mail you once when it's ready."
              : "Optional. Only if you'd like a reply."
          }
          error={errors.email?.message}
          {...form.register("email")}
        />
      )}

      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending} className="sm:self-start">
        Send feedback
      </Button>
    </form>
  );
}
