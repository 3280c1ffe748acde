import { zodResolver } from "@hookform/resolvers/zod";
import {
  competenceKindLabels,
  supervisorAnswerFieldLabels,
  supervisorAnswerInputSchema,
  supervisorDecisions,
} from "@siteready/domain/competence";
import { formatDateIn } from "@siteready/domain/i18n";
import { CircleCheck, CircleX, Link2Off } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSupervisorAnswer, useSupervisorView } from "../api/competence.ts";

const answerFormSchema = supervisorAnswerInputSchema.omit({ token: true });

const decisionKeys = {
  confirm: "competence.supervisor.confirm",
  decline: "competence.supervisor.decline",
} as const;

/** A link that no longer works (used, expired, replaced): said in words, with nothing to retry. */
function ClosedLink({ error }: { error: unknown }) {
  const { word } = useT();
  if (!(error instanceof ApiError) || (error.status !== 410 && error.status !== 404)) {
    return <ErrorBox error={error} />;
  }
  return (
    <p
      role="alert"
      className="flex items-start gap-3 rounded-xl border-l-4 border-urgency-expired bg-surface-muted p-4 text-lg"
    >
      <Link2Off aria-hidden="true" className="mt-1 size-6 shrink-0" />
      <span>{word(error.messageRef)}</span>
    </p>
  );
}

/**
 * The supervisor's page: the entry a worker asked them to confirm, their name, and confirm or decline. No
 * account: the link's token is the right to answer, once.
 */
export function SupervisorConfirm({ token }: { token: string }) {
  const { t, say, language } = useT();
  const view = useSupervisorView(token);
  const answer = useSupervisorAnswer();
  const form = useForm({
    resolver: zodResolver(answerFormSchema),
    mode: "onTouched",
    defaultValues: { name: "" },
  });
  const { errors } = form.formState;

  if (answer.isSuccess) {
    const confirmed = answer.data.decision === "confirm";
    const Icon = confirmed ? CircleCheck : CircleX;
    return (
      <p
        role="status"
        className="flex items-start gap-3 rounded-xl border-l-4 border-urgency-valid bg-surface-muted p-4 text-lg"
      >
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <span>{t(confirmed ? "competence.supervisor.confirmed" : "competence.supervisor.declined")}</span>
      </p>
    );
  }
  if (view.isPending) return <p aria-busy="true">{t("competence.loading")}</p>;
  if (view.isError) return <ClosedLink error={view.error} />;
  if (answer.error instanceof ApiError && answer.error.status === 410)
    return <ClosedLink error={answer.error} />;

  const entry = view.data;
  const submit = form.handleSubmit((input) => answer.mutate({ token, ...input }));
  return (
    <div className="flex flex-col gap-6">
      <p>{t("competence.supervisor.intro", { worker: entry.worker_name })}</p>
      <section aria-labelledby="supervisor-entry" className="rounded-xl border border-border bg-surface p-4">
        <h2 id="supervisor-entry" className="mb-2 text-lg font-bold">
          {t("competence.supervisor.facts")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t("competence.supervisor.worker")}</dt>
          <dd>{entry.worker_name}</dd>
          <dt className="font-semibold">{t("competence.field.kind")}</dt>
          <dd>{t(competenceKindLabels[entry.kind])}</dd>
          <dt className="font-semibold">{t("competence.field.title")}</dt>
          <dd className="break-words">{entry.title}</dd>
          {entry.provider ? (
            <>
              <dt className="font-semibold">{t("competence.field.provider")}</dt>
              <dd className="break-words">{entry.provider}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("competence.field.date")}</dt>
          <dd>{formatDateIn(entry.date, language)}</dd>
          <dt className="font-semibold">{t("competence.field.hours")}</dt>
          <dd>{t("competence.hours", { hours: entry.hours })}</dd>
        </dl>
      </section>
      <form
        noValidate
        aria-label={t("competence.supervisor.title")}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <TextField
          label={t(supervisorAnswerFieldLabels.name)}
          hint={t("competence.supervisor.nameHint")}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <fieldset aria-invalid={errors.decision ? true : undefined} className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t(supervisorAnswerFieldLabels.decision)}</legend>
          {supervisorDecisions.map((decision) => (
            <label
              key={decision}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-border bg-surface p-3 has-[:checked]:border-accent has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                value={decision}
                className="mt-0.5 size-5 shrink-0 accent-accent"
                {...form.register("decision")}
              />
              <span>{t(decisionKeys[decision])}</span>
            </label>
          ))}
          {errors.decision?.message ? (
            <p className="text-sm font-medium text-danger">{say(errors.decision.message)}</p>
          ) : null}
        </fieldset>
        <p className="text-sm text-muted">{t("competence.supervisor.privacy")}</p>
        <p className="text-sm text-muted">
          {t("competence.supervisor.linkValid", {
            date: formatDateIn(entry.expires_at.slice(0, 10), language),
          })}
        </p>
        {answer.error ? <ErrorBox error={answer.error} /> : null}
        <Button type="submit" className="sm:self-start" disabled={answer.isPending}>
          {t("competence.supervisor.send")}
        </Button>
      </form>
    </div>
  );
}
