import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCvSuggestions } from "../../features/cv/api/get-suggestions.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session/session.ts";

/** AI CV Optimizer: paste a CV, get plain suggestions back. */
export function CvOptimizerPage() {
  const suggest = useCvSuggestions();
  const { data: current } = useSession();
  const [cvText, setCvText] = useState("");
  const [targetRole, setTargetRole] = useState("");
  const textId = useId();
  const fieldError = suggest.error instanceof ApiError ? suggest.error.fieldErrors.cv_text?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggest.mutate({ cv_text: cvText, ...(targetRole.trim() ? { target_role: targetRole } : {}) });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">AI CV Optimizer</h1>
        <p className="mt-2 text-muted">
          Paste your CV and we will suggest how to make it stronger for site work. Nothing is invented: keep
          checking that every card and date is right.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Job you are going for (optional)"
          value={targetRole}
          onChange={(e) => setTargetRole(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="font-medium">
            Your CV
          </label>
          <textarea
            id={textId}
            rows={10}
            value={cvText}
            onChange={(event) => setCvText(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${textId}-error` : undefined}
            className="rounded-lg border border-border bg-surface p-3 text-base"
          />
          {fieldError ? (
            <p id={`${textId}-error`} className="text-sm font-medium text-danger">
              {fieldError}
            </p>
          ) : null}
        </div>
        {suggest.error && !fieldError ? (
          <ErrorBox error={suggest.error} showConfigurationDetails={current?.user.role === "admin"} />
        ) : null}
        <Button type="submit" busy={suggest.isPending} className="self-start">
          Get suggestions
        </Button>
      </form>
      {suggest.data ? (
        <section
          aria-labelledby="suggestions-title"
          className="rounded-xl border border-border bg-surface p-5"
        >
          <h2 id="suggestions-title" className="text-xl font-semibold">
            Suggestions
          </h2>
          <p className="mt-3 whitespace-pre-line">{suggest.data.suggestions}</p>
        </section>
      ) : null}
    </div>
  );
}
