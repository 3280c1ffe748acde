import { zodResolver } from "@hookform/resolvers/zod";
import {
  type JobSiteFormValues,
  type JobSiteInput,
  jobSiteFieldLabels,
  jobSiteInputSchema,
} from "@siteready/domain/projects";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useAddWeatherSite } from "../api/add-weather-site.ts";

/** Adds a site to follow the weather at: a name to know it by and its postcode. */
export function AddSiteForm({ onClose }: { onClose: () => void }) {
  const form = useForm<JobSiteFormValues, unknown, JobSiteInput>({
    resolver: zodResolver(jobSiteInputSchema),
    mode: "onTouched",
    defaultValues: { label: "", postcode: "" },
  });
  const add = useAddWeatherSite();
  const { errors } = form.formState;
  const { t } = useT();

  return (
    <form
      noValidate
      aria-label={t("places.weather.siteDetails")}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((input) =>
        add.mutate(input, {
          onSuccess: onClose,
          onError: (error) => showServerFieldErrors(error, form.setError, ["label", "postcode"]),
        }),
      )}
    >
      <TextField
        label={t(jobSiteFieldLabels.label)}
        hint={t("places.weather.siteNameHint")}
        error={errors.label?.message}
        {...form.register("label")}
      />
      <TextField
        label={t(jobSiteFieldLabels.postcode)}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.postcode?.message}
        {...form.register("postcode")}
      />
      {add.error ? <ErrorBox error={add.error} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" busy={add.isPending}>
          {t("places.weather.addSiteButton")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
