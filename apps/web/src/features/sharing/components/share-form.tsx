import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageKey } from "@siteready/domain/i18n";
import { shownShareItem } from "@siteready/domain/record-words";
import {
  DEFAULT_SHARE_EXPIRY,
  type ShareableItem,
  type ShareFormValues,
  type ShareInput,
  type ShareItemKind,
  type ShareItemRef,
  type ShareSummary,
  sharedMadeKinds,
  sharedRecordKinds,
  shareInputSchema,
  shareMessages,
} from "@siteready/domain/sharing";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DocumentLanguageField } from "../../../components/document-language-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useCreateShare } from "../api/change-share.ts";
import { useShareableItems } from "../api/get-shares.ts";

const expiryLabels: Record<ShareFormValues["expiry"] & string, MessageKey> = {
  "1": "sharing.form.expiry1",
  "7": "sharing.form.expiry7",
  "30": "sharing.form.expiry30",
  date: "sharing.form.expiryDate",
};

/** The heading over each kind of record offered. */
const kindHeadings: Record<
  (typeof sharedRecordKinds)[number] | (typeof sharedMadeKinds)[number],
  MessageKey
> = {
  "skills-card": "sharing.kind.skills-card",
  document: "sharing.kind.document",
  qualification: "sharing.kind.qualification",
  induction: "sharing.kind.induction",
  project: "sharing.kind.project",
  cv: "sharing.form.yourCv",
  competence: "competence.page.title",
};

const fields = [
  "recipient_label",
  "items",
  "expires_on",
  "pin",
  "private_confirmed",
  "max_views",
  "recipient_email",
  "verify_recipient",
  "delete_by",
] as const;
/** The options under "More control": it opens by itself when one of them has an error. */
const controlFields = ["max_views", "recipient_email", "verify_recipient", "delete_by"] as const;
/** A 400 whose messages already sit under their fields needs no second box. */
const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
const sameItem = (a: ShareItemRef, b: ShareableItem) => a.kind === b.kind && (a.id ?? null) === b.id;
const checkboxClasses =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 has-[:checked]:border-accent has-[:checked]:font-semibold";

function ItemCheckbox({
  item,
  checked,
  onToggle,
}: {
  item: ShareableItem;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t, word } = useT();
  // Where the worker picks it, the CV is "My CV".
  const label = item.kind === "cv" ? t("sharing.item.myCv") : shownShareItem(item, t);
  return (
    <label className={checkboxClasses}>
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-accent"
        checked={checked}
        onChange={onToggle}
      />
      <span className="flex min-w-0 flex-col">
        <span>{label}</span>
        {item.detail ? <span className="text-sm font-normal text-muted">{word(item.detail)}</span> : null}
      </span>
    </label>
  );
}

interface ShareFormProps {
  /** A private detail to tick at once, when offered (the right-to-work page's "Share my right to work"). */
  preselect?: ShareItemKind | undefined;
  onCreated: (share: ShareSummary) => void;
  onCancel: () => void;
}

/**
 * Make a share: exactly which items, for whom, for how long, and an optional PIN. Private details (bank,
 * NI number, UTR, right-to-work documents) sit apart under a warning, each ticked on its own.
 */
export function ShareForm({ preselect, onCreated, onCancel }: ShareFormProps) {
  const { t, say } = useT();
  const shareable = useShareableItems();
  const create = useCreateShare();
  const form = useForm<ShareFormValues, unknown, ShareInput>({
    resolver: zodResolver(shareInputSchema),
    defaultValues: {
      recipient_label: "",
      items: [],
      expiry: DEFAULT_SHARE_EXPIRY,
      expires_on: "",
      pin: "",
      end_when_card_expires: false,
      notify_by_email: false,
      private_confirmed: false,
      language: "en",
      max_views: "",
      recipient_email: "",
      verify_recipient: false,
      delete_by: "",
    },
  });
  const [moreOpen, setMoreOpen] = useState(false);
  const ids = { expiry: useId(), items: useId(), private: useId() };
  const { errors, isSubmitted } = form.formState;
  const chosen = form.watch("items") ?? [];
  const expiry = form.watch("expiry");
  const recipientEmail = form.watch("recipient_email");
  const controlError = controlFields.some((field) => errors[field]);
  const offered = shareable.data;
  // Once the offered items are here, the detail the worker came to share is ticked (only if offered).
  useEffect(() => {
    if (!preselect || !offered?.some((item) => item.kind === preselect && item.id === null)) return;
    if (form.getValues("items")?.some((ref) => ref.kind === preselect)) return;
    form.setValue("items", [...(form.getValues("items") ?? []), { kind: preselect }]);
  }, [preselect, offered, form]);

  if (shareable.isPending) return <p className="text-muted">{t("sharing.form.loading")}</p>;
  if (!shareable.data) return <ErrorBox error={shareable.error} onRetry={() => void shareable.refetch()} />;

  const everyday = shareable.data.filter((item) => !item.private);
  const privateItems = shareable.data.filter((item) => item.private);
  const isChosen = (item: ShareableItem) => chosen.some((ref) => sameItem(ref, item));
  const toggle = (item: ShareableItem) => {
    const next = isChosen(item)
      ? chosen.filter((ref) => !sameItem(ref, item))
      : [...chosen, item.id ? { kind: item.kind, id: item.id } : { kind: item.kind }];
    form.setValue("items", next, { shouldValidate: isSubmitted });
  };
  const anyPrivateChosen = privateItems.some(isChosen);
  const anyCardChosen = chosen.some((ref) => ref.kind === "skills-card");

  if (shareable.data.length === 0) {
    return <p>{t("sharing.form.nothing")}</p>;
  }

  return (
    <form
      noValidate
      aria-label={t("sharing.newShare")}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((input) => {
        if (anyPrivateChosen && !input.private_confirmed) {
          form.setError(
            "private_confirmed",
            { message: shareMessages.confirmPrivate },
            { shouldFocus: true },
          );
          return;
        }
        create.mutate(input, {
          onSuccess: onCreated,
          onError: (error) => showServerFieldErrors(error, form.setError, fields),
        });
      })}
    >
      <TextField
        label={t("sharing.form.recipient")}
        hint={t("sharing.form.recipientHint")}
        autoComplete="off"
        error={errors.recipient_label?.message}
        {...form.register("recipient_label")}
      />

      <fieldset
        aria-describedby={errors.items ? `${ids.items}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 font-medium">{t("sharing.form.what")}</legend>
        {[...sharedRecordKinds, ...sharedMadeKinds].map((kind) => {
          const ofKind = everyday.filter((item) => item.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div key={kind} className="flex flex-col gap-2">
              <p className="text-sm font-semibold text-muted">{t(kindHeadings[kind])}</p>
              {ofKind.map((item) => (
                <ItemCheckbox
                  key={`${item.kind}-${item.id}`}
                  item={item}
                  checked={isChosen(item)}
                  onToggle={() => toggle(item)}
                />
              ))}
            </div>
          );
        })}
        {errors.items ? (
          <p id={`${ids.items}-error`} className="text-sm font-medium text-danger">
            {say(errors.items.message ?? errors.items.root?.message ?? "")}
          </p>
        ) : null}
      </fieldset>

      {privateItems.length > 0 ? (
        <fieldset className="flex flex-col gap-2 rounded-xl border-2 border-urgency-warning p-3">
          <legend className="px-1 font-medium">{t("sharing.form.private")}</legend>
          <p id={ids.private} className="flex items-start gap-2 text-sm">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-urgency-warning" />
            {t("sharing.message.privateWarning")}
          </p>
          {privateItems.map((item) => (
            <ItemCheckbox
              key={`${item.kind}-${item.id}`}
              item={item}
              checked={isChosen(item)}
              onToggle={() => toggle(item)}
            />
          ))}
          {anyPrivateChosen ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent-strong"
                aria-invalid={errors.private_confirmed ? true : undefined}
                {...form.register("private_confirmed")}
              />
              {t("sharing.form.confirmPrivate")}
            </label>
          ) : null}
          {errors.private_confirmed ? (
            <p className="text-sm font-medium text-danger">{say(errors.private_confirmed.message ?? "")}</p>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend id={ids.expiry} className="mb-1 font-medium">
          {t("sharing.form.howLong")}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(Object.keys(expiryLabels) as Array<keyof typeof expiryLabels>).map((choice) => (
            <label key={choice} className={checkboxClasses}>
              <input
                type="radio"
                value={choice}
                className="size-5 accent-accent"
                {...form.register("expiry")}
              />
              {t(expiryLabels[choice])}
            </label>
          ))}
        </div>
        {expiry === "date" ? (
          <TextField
            type="date"
            label={t("sharing.form.endsOn")}
            error={errors.expires_on?.message}
            {...form.register("expires_on")}
          />
        ) : null}
      </fieldset>

      <DocumentLanguageField documents="share" {...form.register("language")} />

      <TextField
        label={t("sharing.form.pin")}
        hint={t("sharing.form.pinHint")}
        inputMode="numeric"
        autoComplete="off"
        error={errors.pin?.message}
        {...form.register("pin")}
      />

      <details
        open={moreOpen || controlError}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        className="rounded-xl border border-border p-3"
      >
        <summary className="min-h-11 cursor-pointer content-center font-medium">
          {t("sharing.form.moreControl")}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            label={t("sharing.form.maxViews")}
            hint={t("sharing.form.maxViewsHint")}
            error={errors.max_views?.message}
            {...form.register("max_views")}
          />
          <TextField
            type="email"
            autoComplete="off"
            label={t("sharing.form.recipientEmail")}
            hint={t("sharing.form.recipientEmailHint")}
            error={errors.recipient_email?.message}
            {...form.register("recipient_email")}
          />
          {recipientEmail?.trim() || errors.verify_recipient ? (
            <div className="flex flex-col gap-1">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-accent"
                  aria-invalid={errors.verify_recipient ? true : undefined}
                  {...form.register("verify_recipient")}
                />
                {t("sharing.form.verifyRecipient")}
              </label>
              {errors.verify_recipient ? (
                <p className="text-sm font-medium text-danger">
                  {say(errors.verify_recipient.message ?? "")}
                </p>
              ) : null}
            </div>
          ) : null}
          <TextField
            type="date"
            label={t("sharing.form.deleteBy")}
            hint={t("sharing.form.deleteByHint")}
            error={errors.delete_by?.message}
            {...form.register("delete_by")}
          />
        </div>
      </details>

      <div className="flex flex-col gap-1">
        {anyCardChosen ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent"
              {...form.register("end_when_card_expires")}
            />
            {t("sharing.form.endWithCard")}
          </label>
        ) : null}
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-accent"
            {...form.register("notify_by_email")}
          />
          {t("sharing.form.notify")}
        </label>
      </div>

      {create.error && !hasFieldErrors(create.error) ? <ErrorBox error={create.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>
          {t("sharing.form.create")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("sharing.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
