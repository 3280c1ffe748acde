import { zodResolver } from "@hookform/resolvers/zod";
import {
  defaultFeatureCatalogue,
  type FeatureCatalogueEntry,
  type FeatureKey,
  featureKeys,
  featureWordKeys,
} from "@siteready/domain/features";
import { whenFieldsValid } from "@siteready/domain/fields";
import type { MessageKey } from "@siteready/domain/i18n";
import {
  emailForUpdatesMessage,
  type FeedbackFormValues,
  type FeedbackInput,
  type FeedbackKind,
  featureFeedbackKinds,
  feedbackFieldLabels,
  feedbackKindKeys,
  feedbackKinds,
  feedbackNeedsEmail,
  feedbackSchema,
  MESSAGE_MAX_LENGTH,
} from "@siteready/domain/marketing";
import { Bell, Bug, Lightbulb, type LucideIcon, ThumbsUp } from "lucide-react";
import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useSendFeedback } from "../api/send-feedback.ts";
import { BoldValue } from "./bold-value.tsx";
import { Confirmation } from "./confirmation.tsx";

const fields = ["kind", "featureKey", "message", "email"] as const;

const kindIcons: Record<FeedbackKind, LucideIcon> = {
  idea: Lightbulb,
  problem: Bug,
  vote: ThumbsUp,
  request_updates: Bell,
};

const messageHints: Record<FeedbackKind, MessageKey> = {
  idea: "marketing.feedback.ideaHint",
  problem: "marketing.feedback.problemHint",
  vote: "marketing.feedback.voteHint",
  request_updates: "marketing.feedback.updatesHint",
};
const sentHeadings: Record<FeedbackKind, MessageKey> = {
  idea: "marketing.feedback.ideaSent",
  problem: "marketing.feedback.problemSent",
  vote: "marketing.feedback.voteSent",
  request_updates: "marketing.feedback.updatesSent",
};
const sentTexts: Record<FeedbackKind, MessageKey> = {
  idea: "marketing.feedback.ideaSentText",
  problem: "marketing.feedback.problemSentText",
  vote: "marketing.feedback.voteSentText",
  request_updates: "marketing.feedback.updatesSentText",
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
  const hydrated = useHydrated();
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
  const { t, say } = useT();

  if (send.isSuccess) {
    const sent = send.variables;
    const title = sent.featureKey ? t(featureWordKeys(sent.featureKey).title) : "";
    const email = sent.email ?? signedInEmail;
    return (
      <Confirmation title={t(sentHeadings[sent.kind], { title })}>
        <p>
          {sent.kind === "request_updates" && !email
            ? t("marketing.feedback.updatesSentYou")
            : t(sentTexts[sent.kind], { email: email ?? "" })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ ...emptyForm, kind: "idea", featureKey: "" });
              send.reset();
            }}
          >
            {t("marketing.feedback.more")}
          </Button>
          <Link to="/features" className="inline-flex min-h-11 items-center justify-center font-semibold">
            {t("marketing.seeAllFeatures")}
          </Link>
        </div>
      </Confirmation>
    );
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t("marketing.feedback.title")}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onError: (error) => showServerFieldErrors(error, form.setError, fields) }),
      )}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t("marketing.feedback.what")}</legend>
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
                <span>{t(feedbackKindKeys[value])}</span>
              </label>
            );
          })}
        </div>
        {errors.kind ? (
          <p id={kindErrorId} className="text-sm font-medium text-danger">
            {say(errors.kind.message ?? "")}
          </p>
        ) : null}
      </fieldset>

      <SelectField
        label={t(feedbackFieldLabels.featureKey)}
        hint={featureRequired ? t("marketing.feedback.whichFeature") : t("marketing.feedback.whichPart")}
        error={errors.featureKey?.message}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={initialFeature ?? ""}
        {...form.register("featureKey")}
      >
        <option value="">{t("marketing.feedback.chooseFeature")}</option>
        <optgroup label={t("marketing.feedback.notUnlocked")}>
          {options.locked.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {t(featureWordKeys(entry.key).title)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("marketing.feedback.availableNow")}>
          {options.available.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {t(featureWordKeys(entry.key).title)}
            </option>
          ))}
        </optgroup>
      </SelectField>

      <TextareaField
        label={t(feedbackFieldLabels.message)}
        hint={t(messageHints[kind])}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register("message")}
      />

      {signedIn ? (
        <p className="text-sm text-muted">
          <BoldValue
            value={signedInEmail}
            sentence={(email) => t("marketing.feedback.signedInAs", { email })}
          />
        </p>
      ) : (
        <TextField
          label={t(feedbackFieldLabels.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={
            kind === "request_updates"
              ? t("marketing.feedback.emailOnce")
              : t("marketing.feedback.emailOptional")
          }
          error={errors.email?.message}
          {...form.register("email")}
        />
      )}

      {send.error ? <ErrorBox error={send.error} /> : null}
      <Button type="submit" busy={send.isPending} disabled={!hydrated} className="sm:self-start">
        {t("marketing.feedback.submit")}
      </Button>
    </form>
  );
}
