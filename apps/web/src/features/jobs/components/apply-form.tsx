import { zodResolver } from "@hookform/resolvers/zod";
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  APPLICATION_MESSAGE_MIN_LENGTH,
  type JobApplicationFormValues,
  type JobApplicationInput,
  jobApplicationInputSchema,
} from "@siteready/domain/jobs";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useApplyToJob } from "../api/apply-to-job.ts";

/** Apply with a short message; the job's page then shows where the application stands. */
export function ApplyForm({ jobId, onApplied }: { jobId: string; onApplied: () => void }) {
  const form = useForm<JobApplicationFormValues, unknown, JobApplicationInput>({
    resolver: zodResolver(jobApplicationInputSchema),
    mode: "onTouched",
    defaultValues: { message: "" },
  });
  const apply = useApplyToJob();
  const { errors } = form.formState;
  const { t } = useT();

  return (
    <form
      noValidate
      aria-label={t("jobs.apply.title")}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((input) =>
        apply.mutate(
          { jobId, input },
          {
            onSuccess: onApplied,
            onError: (error) => showServerFieldErrors(error, form.setError, ["message"]),
          },
        ),
      )}
    >
      <TextareaField
        label={t("jobs.apply.message")}
        hint={t("jobs.apply.messageHint", {
          min: APPLICATION_MESSAGE_MIN_LENGTH,
          max: APPLICATION_MESSAGE_MAX_LENGTH,
        })}
        maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
        rows={4}
        error={errors.message?.message}
        {...form.register("message")}
      />
      {apply.error ? <ErrorBox error={apply.error} /> : null}
      <Button type="submit" busy={apply.isPending} className="sm:self-start">
        <Send aria-hidden="true" className="size-5" />
        {t("jobs.apply.title")}
      </Button>
    </form>
  );
}
