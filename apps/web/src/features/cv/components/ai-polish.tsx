import {
  type CvPolishRequest,
  type CvPolishResponse,
  type CvView,
  JOB_ADVERT_MAX_LENGTH,
} from "@siteready/domain/cv";
import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useAgreeToAi, usePolish, useSaveCvSettings, useSaveProjectDescription } from "../api/cv.ts";

/**
 * Optional AI polish. Without a provider workers see nothing of it and an admin sees why; with one, the worker
 * agrees once, then each suggestion is shown beside their own words to use (as it is or edited) or discard.
 */
export function AiPolish({
  view,
  isAdmin,
  onAccepted,
}: {
  view: CvView;
  isAdmin: boolean;
  onAccepted: () => void;
}) {
  const { t } = useT();
  const headingId = useId();
  if (!view.ai.configured) {
    return isAdmin ? (
      <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id={headingId} className="text-lg font-bold">
          {t("cv.ai.notConfigured")}
        </h2>
        <p className="mt-1 text-muted">{t("cv.ai.adminHint")}</p>
      </section>
    ) : null;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
        {t("cv.ai.title")}
      </h2>
      {view.ai.consented_at ? <PolishTools view={view} onAccepted={onAccepted} /> : <AiConsent />}
    </section>
  );
}

function AiConsent() {
  const { t } = useT();
  const agree = useAgreeToAi();
  return (
    <div className="flex flex-col gap-3">
      <p>{t("cv.ai.consentWhat")}</p>
      <p>{t("cv.ai.consentNever")}</p>
      {agree.error ? <ErrorBox error={agree.error} /> : null}
      <Button className="self-start" busy={agree.isPending} onClick={() => agree.mutate()}>
        {t("cv.ai.agree")}
      </Button>
    </div>
  );
}

function PolishTools({ view, onAccepted }: { view: CvView; onAccepted: () => void }) {
  const { t } = useT();
  const polish = usePolish();
  const [projectId, setProjectId] = useState(view.cv.projects[0]?.id ?? "");
  const [advert, setAdvert] = useState("");
  const [suggestion, setSuggestion] = useState<(CvPolishResponse & { projectId?: string }) | null>(null);
  const advertError = polish.error instanceof ApiError ? polish.error.fieldErrors.job_advert?.[0] : undefined;

  const ask = (request: CvPolishRequest) => {
    setSuggestion(null);
    polish.mutate(request, {
      onSuccess: (answer) =>
        setSuggestion(request.target === "project" ? { ...answer, projectId: request.project_id } : answer),
    });
  };
  const tailor = (event: FormEvent) => {
    event.preventDefault();
    ask({ target: "job_advert", job_advert: advert });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Button variant="secondary" disabled={polish.isPending} onClick={() => ask({ target: "summary" })}>
          {t("cv.ai.improveSummary")}
        </Button>
        {view.cv.projects.length > 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              label={t("cv.ai.project")}
              value={projectId}
              onChange={(event) => setProjectId(event.currentTarget.value)}
            >
              {view.cv.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              disabled={polish.isPending}
              onClick={() => ask({ target: "project", project_id: projectId })}
            >
              {t("cv.ai.improveProject")}
            </Button>
          </div>
        ) : null}
      </div>
      <form noValidate onSubmit={tailor} className="flex flex-col gap-3">
        <TextareaField
          label={t("cv.ai.advert")}
          hint={t("cv.ai.advertHint")}
          rows={4}
          maxLength={JOB_ADVERT_MAX_LENGTH}
          value={advert}
          error={advertError}
          onChange={(event) => setAdvert(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" className="self-start" disabled={polish.isPending}>
          {t("cv.ai.tailor")}
        </Button>
      </form>
      {polish.isPending ? (
        <p role="status" className="font-medium">
          {t("cv.ai.asking")}
        </p>
      ) : null}
      {polish.error && !advertError ? <ErrorBox error={polish.error} /> : null}
      {suggestion ? (
        <SuggestionReview
          key={suggestion.suggestion}
          view={view}
          suggestion={suggestion}
          onDone={(accepted) => {
            setSuggestion(null);
            if (accepted) onAccepted();
          }}
        />
      ) : null}
    </div>
  );
}

function SuggestionReview({
  view,
  suggestion,
  onDone,
}: {
  view: CvView;
  suggestion: CvPolishResponse & { projectId?: string };
  onDone: (accepted: boolean) => void;
}) {
  const { t } = useT();
  const headingId = useId();
  const [text, setText] = useState(suggestion.suggestion);
  const saveSettings = useSaveCvSettings();
  const saveDescription = useSaveProjectDescription();
  const saving = saveSettings.isPending || saveDescription.isPending;
  const error = saveSettings.error ?? saveDescription.error;
  const project = view.cv.projects.find((each) => each.id === suggestion.projectId);

  const accept = () => {
    const done = { onSuccess: () => onDone(true) };
    if (project) saveDescription.mutate({ projectId: project.id, description: text }, done);
    else saveSettings.mutate({ ...view.settings, summary: text }, done);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-accent p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {project
          ? t("cv.ai.suggestionForProject", { project: project.name })
          : t("cv.ai.suggestionForSummary")}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t("cv.ai.yourWords")}</p>
          <p className="whitespace-pre-line rounded-lg bg-surface-muted p-3">
            {suggestion.original || t("cv.ai.nothingYet")}
          </p>
        </div>
        <TextareaField
          label={t("cv.ai.suggestion")}
          rows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <p className="text-sm text-muted">{t("cv.ai.checkFacts")}</p>
      {error ? <ErrorBox error={error} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button busy={saving} onClick={accept}>
          {t("cv.ai.use")}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => onDone(false)}>
          {t("cv.ai.discard")}
        </Button>
      </div>
    </section>
  );
}
