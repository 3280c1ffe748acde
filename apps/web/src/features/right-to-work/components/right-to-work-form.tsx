import {
  govUkRightToWorkPages,
  type RightToWorkRoute,
  type RightToWorkSave,
  type RightToWorkView,
  rightToWorkFieldLabels,
  rightToWorkProblems,
  rightToWorkRouteHelpKeys,
  rightToWorkRouteKeys,
  rightToWorkRoutes,
  rightToWorkSaveBodySchema,
  routeNeeds,
} from "@siteready/domain/right-to-work";
import { ExternalLink } from "lucide-react";
import { useMemo } from "react";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveRightToWork } from "../api/right-to-work.ts";

type SavedRecord = NonNullable<RightToWorkView["record"]>;

/** GOV.UK's "Prove your right to work to an employer": where a worker makes a share code. */

const labels = rightToWorkFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];

/** The boxes as typed; the share code and date of birth start empty: the page never holds the stored ones. */
interface RightToWorkFields {
  route: RightToWorkRoute | "";
  share_code: string;
  share_code_generated_on: string;
  permission_ends_on: string;
  date_of_birth: string;
  details: string;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === "";

/**
 * The domain's save schema, then what the server checks against today (`rightToWorkProblems`, with this
 * device's clock): a share code for renting, one older than 90 days, a birth date in the future are said under
 * their boxes before anything is sent, in the server's words. What the chosen route cannot hold is cleared; a
 * sensitive box left blank keeps the stored value, so its rules are the server's to check against the stored one.
 */
function rightToWorkFormSchema(stored: SavedRecord | null) {
  return rightToWorkSaveBodySchema
    .transform((input): RightToWorkSave => {
      const needs = routeNeeds[input.route];
      const noCode = needs.shareCode === "not-possible";
      return {
        ...input,
        share_code: noCode ? null : input.share_code,
        share_code_generated_on: noCode ? undefined : input.share_code_generated_on,
        permission_ends_on: needs.endDate === "none" ? undefined : input.permission_ends_on,
      };
    })
    .superRefine((input, context) => {
      const keepsCode = blank(input.share_code) && input.share_code !== null && stored?.share_code != null;
      const keepsBirth = blank(input.date_of_birth) && stored?.date_of_birth != null;
      const found = rightToWorkProblems(
        {
          route: input.route,
          shareCode: blank(input.share_code) ? null : (input.share_code ?? null),
          shareCodeGeneratedOn: input.share_code_generated_on ?? null,
          permissionEndsOn: input.permission_ends_on ?? null,
          dateOfBirth: blank(input.date_of_birth) ? null : (input.date_of_birth ?? null),
          details: input.details ?? null,
        },
        new Date(),
      );
      if (!("problems" in found)) return;
      for (const [field, messages] of Object.entries(found.problems)) {
        if (keepsCode && (field === "share_code" || field === "share_code_generated_on")) continue;
        if (keepsBirth && field === "date_of_birth") continue;
        for (const message of messages) context.addIssue({ code: "custom", path: [field], message });
      }
    })
    .transform((input): RightToWorkSave => {
      if (blank(input.share_code)) return input;
      const facts = rightToWorkProblems(
        {
          route: input.route,
          shareCode: input.share_code ?? null,
          shareCodeGeneratedOn: input.share_code_generated_on ?? null,
          permissionEndsOn: input.permission_ends_on ?? null,
          dateOfBirth: input.date_of_birth ?? null,
          details: input.details ?? null,
        },
        new Date(),
      );
      // The code as the server keeps it: no spaces or hyphens, capitals.
      return "facts" in facts ? { ...input, share_code: facts.facts.shareCode } : input;
    });
}

function toFormValues(record: SavedRecord | null): RightToWorkFields {
  return {
    route: record?.route ?? "",
    share_code: "",
    share_code_generated_on: record?.share_code_generated_on ?? "",
    permission_ends_on: record?.permission_ends_on ?? "",
    date_of_birth: "",
    details: record?.details ?? "",
  };
}

const routeCardClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-border bg-surface p-4 has-[:checked]:border-accent has-[:checked]:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

interface RightToWorkFormProps {
  record: SavedRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or change the record: the route as large cards, then only the boxes that route needs. */
export function RightToWorkForm({ record, onSaved, onCancel }: RightToWorkFormProps) {
  const { t, say } = useT();
  const save = useSaveRightToWork();
  const schema = useMemo(() => rightToWorkFormSchema(record), [record]);
  const { form, errors, field, submit } = useSaveForm<RightToWorkFields, RightToWorkSave, RightToWorkView>({
    // The boxes hold strings; the schema reads them as the save body it is.
    schema: schema as unknown as Parameters<
      typeof useSaveForm<RightToWorkFields, RightToWorkSave, RightToWorkView>
    >[0]["schema"],
    defaultValues: toFormValues(record),
    save,
    id: undefined,
    fields,
    onSaved,
  });
  const route = form.watch("route");
  const needs = route ? routeNeeds[route] : null;
  const routeError = errors.route?.message;

  return (
    <SaveForm
      label={record ? t("rightToWork.page.edit") : t("rightToWork.page.add")}
      onSubmit={submit}
      submitLabel={record ? t("form.saveChanges") : t("rightToWork.page.save")}
      save={save}
      onCancel={onCancel}
    >
      <fieldset
        aria-invalid={routeError ? true : undefined}
        aria-describedby={routeError ? "rtw-route-error" : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 font-medium">{t(labels.route)}</legend>
        {rightToWorkRoutes.map((choice) => (
          <label key={choice} className={routeCardClasses}>
            <input
              type="radio"
              value={choice}
              className="mt-1 size-5 shrink-0 accent-accent"
              aria-describedby={`rtw-route-${choice}-help`}
              {...form.register("route")}
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold">{t(rightToWorkRouteKeys[choice])}</span>
              <span id={`rtw-route-${choice}-help`} className="text-sm text-muted">
                {t(rightToWorkRouteHelpKeys[choice])}
              </span>
            </span>
          </label>
        ))}
        {routeError ? (
          <p id="rtw-route-error" className="text-sm font-medium text-danger">
            {say(routeError)}
          </p>
        ) : null}
      </fieldset>

      {needs && needs.shareCode !== "not-possible" ? (
        <div className="flex flex-col gap-4">
          <TextField
            label={record?.share_code ? t("rightToWork.field.newShareCode") : t(labels.share_code)}
            hint={t("rightToWork.page.makeCodeHint")}
            placeholder={
              record?.share_code
                ? t("rightToWork.page.leaveBlankToKeep", { saved: record.share_code })
                : undefined
            }
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            className="sm:max-w-64 [&_input]:font-mono [&_input]:tracking-widest"
            {...field("share_code")}
          />
          <a
            href={govUkRightToWorkPages.proveRightToWork}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline"
          >
            {t("rightToWork.page.makeCode")}
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only"> {t("page.opensInNewTab")}</span>
          </a>
          <TextField
            type="date"
            label={t(labels.share_code_generated_on)}
            className="sm:max-w-64"
            {...field("share_code_generated_on")}
          />
        </div>
      ) : null}

      {needs && needs.endDate !== "none" ? (
        <TextField
          type="date"
          label={t(labels.permission_ends_on)}
          className="sm:max-w-64"
          {...field("permission_ends_on")}
        />
      ) : null}

      {needs ? (
        <>
          <TextField
            type="date"
            label={t(labels.date_of_birth)}
            hint={
              record?.date_of_birth
                ? t("rightToWork.page.leaveBlankToKeep", { saved: record.date_of_birth })
                : undefined
            }
            autoComplete="bday"
            className="sm:max-w-64"
            {...field("date_of_birth")}
          />
          <TextareaField label={t(labels.details)} rows={3} {...field("details")} />
        </>
      ) : null}
    </SaveForm>
  );
}
