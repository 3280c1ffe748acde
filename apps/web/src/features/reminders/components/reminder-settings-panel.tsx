import { encodeMessageRef, messageRef } from "@siteready/domain/i18n";
import {
  DEFAULT_REMINDER_THRESHOLDS,
  MAX_REMINDER_THRESHOLDS,
  type ReminderSettingsView,
  reminderSettingsInputSchema,
} from "@siteready/domain/reminders";
import { BellOff, BellRing, CalendarPlus, CircleCheck, Copy, Link2Off, RefreshCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import {
  useCreateCalendarLink,
  useReminderSettings,
  useRemoveCalendarLink,
  useSaveReminderSettings,
} from "../api/reminder-settings.ts";

/** The days offered as tick boxes, largest first; 0 is the expiry day itself. */
const reminderDayChoices: readonly number[] = [90, 60, 30, 14, 7, 1, 0];

function reminderDayLabel(days: number, t: Translator["t"]): string {
  return days === 0 ? t("renewals.reminders.onTheDay") : t("renewals.reminders.daysBefore", { days });
}

/**
 * Expiry reminder settings and the calendar feed, self-contained: it needs only the 'profile' feature, so the
 * renewals page and the profile page can both show it.
 */
export function ReminderSettingsPanel() {
  const { t } = useT();
  const headingId = useId();
  const settings = useReminderSettings();
  return (
    <section
      // Reminder e-mails link here ("Choose your reminder days").
      id="reminder-settings"
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-6 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <BellRing aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
          {t("renewals.reminders.title")}
        </h2>
        <p className="text-muted">{t("renewals.reminders.intro")}</p>
      </div>
      {settings.data ? (
        <>
          <ReminderSettingsForm initial={settings.data} />
          <CalendarFeed url={settings.data.calendar_feed_url} />
        </>
      ) : settings.isError ? (
        <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div
          role="status"
          aria-label={t("renewals.reminders.loading")}
          className="flex animate-pulse flex-col gap-3"
        >
          <div className="h-11 w-48 rounded-lg bg-surface-muted" />
          <div className="h-32 rounded-lg bg-surface-muted" />
          <div className="h-11 w-40 rounded-lg bg-surface-muted" />
        </div>
      )}
    </section>
  );
}

function ReminderSettingsForm({ initial }: { initial: ReminderSettingsView }) {
  const { t, say } = useT();
  const switchLabelId = useId();
  const thresholdsErrorId = useId();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [thresholds, setThresholds] = useState<number[]>(initial.thresholds);
  const [smartCheckNudge, setSmartCheckNudge] = useState(initial.smart_check_nudge);
  const nudgeHintId = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const save = useSaveReminderSettings();

  // Days saved earlier that are not among the usual choices (set through the API) stay visible and kept.
  const choices = [...new Set([...reminderDayChoices, ...initial.thresholds])].sort((a, b) => b - a);
  const serverErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const thresholdError = clientError ?? serverErrors.thresholds?.[0] ?? null;
  // The schema's and the server's messages are references, worded in the reader's language.
  const thresholdsError = thresholdError === null ? null : say(thresholdError);
  const otherError = save.error && !serverErrors.thresholds ? save.error : null;

  function toggleDay(days: number, checked: boolean) {
    setThresholds((current) => (checked ? [...current, days] : current.filter((each) => each !== days)));
    setClientError(null);
    save.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Turned off with nothing ticked: keep the days the user had, so turning back on needs no re-choosing.
    const days =
      !enabled && thresholds.length === 0
        ? initial.thresholds.length > 0
          ? initial.thresholds
          : [...DEFAULT_REMINDER_THRESHOLDS]
        : thresholds;
    const parsed = reminderSettingsInputSchema.safeParse({
      enabled,
      thresholds: days,
      smart_check_nudge: smartCheckNudge,
    });
    if (!parsed.success) {
      setClientError(
        parsed.error.issues[0]?.message ?? encodeMessageRef(messageRef("renewals.reminders.checkDays")),
      );
      return;
    }
    setClientError(null);
    save.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={switchLabelId} className="font-medium">
          {t("renewals.reminders.switch")}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={switchLabelId}
          onClick={() => {
            setEnabled((value) => !value);
            save.reset();
          }}
          className="inline-flex min-h-11 items-center gap-3 rounded-full px-1 font-semibold"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors ${enabled ? "border-accent-strong bg-accent" : "border-border bg-surface-muted"}`}
          >
            <span
              className={`absolute size-6 rounded-full border border-border bg-surface shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-0.5"}`}
            />
          </span>
          <span className="flex items-center gap-1">
            {enabled ? (
              <BellRing aria-hidden="true" className="size-5" />
            ) : (
              <BellOff aria-hidden="true" className="size-5" />
            )}
            {enabled ? t("renewals.reminders.on") : t("renewals.reminders.off")}
          </span>
        </button>
      </div>

      <fieldset
        disabled={!enabled}
        aria-describedby={thresholdsError ? thresholdsErrorId : undefined}
        className="flex flex-col gap-2 disabled:opacity-60"
      >
        <legend className="font-medium">{t("renewals.reminders.legend")}</legend>
        <p className="text-sm text-muted">
          {t("renewals.reminders.chooseUpTo", { max: MAX_REMINDER_THRESHOLDS })}
        </p>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {choices.map((days) => (
            <label key={days} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent-strong"
                checked={thresholds.includes(days)}
                onChange={(event) => toggleDay(days, event.currentTarget.checked)}
              />
              {reminderDayLabel(days, t)}
            </label>
          ))}
        </div>
        {thresholdsError ? (
          <p id={thresholdsErrorId} role="alert" className="text-sm font-medium text-danger">
            {thresholdsError}
          </p>
        ) : null}
      </fieldset>

      {/* The monthly Smart Check nudge (issue 51): its own choice, off until the worker turns it on. */}
      <div className="flex flex-col gap-1 border-t border-border pt-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 font-medium">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-accent-strong"
            checked={smartCheckNudge}
            aria-describedby={nudgeHintId}
            onChange={(event) => {
              setSmartCheckNudge(event.currentTarget.checked);
              save.reset();
            }}
          />
          {t("renewals.smartCheckNudge.label")}
        </label>
        <p id={nudgeHintId} className="px-2 text-sm text-muted">
          {t("renewals.smartCheckNudge.hint")}
        </p>
      </div>

      {otherError ? <ErrorBox error={otherError} /> : null}

      <div className="flex items-center gap-4">
        <Button type="submit" busy={save.isPending} className="px-8">
          {t("renewals.reminders.save")}
        </Button>
        <p role="status" className="flex items-center gap-1 font-medium">
          {save.isSuccess ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5 text-urgency-valid" />
              {t("renewals.reminders.saved")}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

type CalendarConfirm = "none" | "regenerate" | "remove";

function CalendarFeed({ url }: { url: string | null }) {
  const { t } = useT();
  const headingId = useId();
  const create = useCreateCalendarLink();
  const remove = useRemoveCalendarLink();
  const [confirm, setConfirm] = useState<CalendarConfirm>("none");
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    if (!url) return;
    try {
      // Missing on a page served without https; the user can still select the link and copy it.
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  function regenerate() {
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirm("none");
        setCopyState("idle");
      },
    });
  }

  function turnOff() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirm("none");
        setCopyState("idle");
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-5">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        {t("renewals.calendar.title")}
      </h3>
      <p className="text-muted">{t("renewals.calendar.intro")}</p>

      {url === null ? (
        <>
          {create.error ? <ErrorBox error={create.error} /> : null}
          <Button className="self-start" busy={create.isPending} onClick={() => create.mutate()}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t("renewals.calendar.create")}
          </Button>
        </>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label={t("renewals.calendar.link")}
              hint={t("renewals.calendar.linkHint")}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="flex-1"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-5" />
              {t("renewals.calendar.copy")}
            </Button>
          </div>
          <p role="status" className="text-sm font-medium">
            {copyState === "copied" ? t("renewals.calendar.copied") : null}
            {copyState === "failed" ? t("renewals.calendar.copyFailed") : null}
          </p>

          <div className="flex flex-col gap-1">
            <p className="font-medium">{t("renewals.calendar.howTo")}</p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {(
                ["renewals.calendar.google", "renewals.calendar.apple", "renewals.calendar.outlook"] as const
              ).map((id) => (
                <li key={id}>
                  <RichMessage id={id} tags={{ b: (words) => <strong>{words}</strong> }} />
                </li>
              ))}
            </ul>
          </div>

          {confirm === "regenerate" ? (
            <InlineConfirm
              question={t("renewals.calendar.regenerateQuestion")}
              confirmLabel={t("renewals.calendar.regenerate")}
              cancelLabel={t("renewals.calendar.keepLink")}
              busy={create.isPending}
              error={create.error}
              onConfirm={regenerate}
              onCancel={() => setConfirm("none")}
            />
          ) : confirm === "remove" ? (
            <InlineConfirm
              question={t("renewals.calendar.removeQuestion")}
              confirmLabel={t("renewals.calendar.turnOff")}
              cancelLabel={t("renewals.calendar.keepOn")}
              busy={remove.isPending}
              error={remove.error}
              onConfirm={turnOff}
              onCancel={() => setConfirm("none")}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setConfirm("regenerate")}>
                <RefreshCw aria-hidden="true" className="size-5" />
                {t("renewals.calendar.regenerate")}
              </Button>
              <Button variant="ghost" onClick={() => setConfirm("remove")}>
                <Link2Off aria-hidden="true" className="size-5" />
                {t("renewals.calendar.turnOff")}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
