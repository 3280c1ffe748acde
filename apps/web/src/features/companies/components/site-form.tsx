import { gatePolicies, type Site, type SiteFormValues, siteInputSchema } from "@siteready/domain/companies";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveSite } from "../api/companies.ts";
import { gatePolicyKeys } from "./company-words.ts";

const fields = ["name", "postcode", "starts_on", "ends_on", "gate_policy"] as const;

function formValues(site: Site | undefined): SiteFormValues {
  return {
    name: site?.name ?? "",
    postcode: site?.postcode ?? "",
    starts_on: site?.starts_on ?? "",
    ends_on: site?.ends_on ?? "",
    gate_policy: site?.gate_policy ?? "warn",
  };
}

interface SiteFormProps {
  companyId: string;
  /** The site to change; without it the form adds one. */
  site?: Site | undefined;
  onClose: (saved?: Site) => void;
}

/** Adds or changes a site: its name, postcode, dates, and whether the gate warns or blocks. */
export function SiteForm({ companyId, site, onClose }: SiteFormProps) {
  const save = useSaveSite(companyId);
  const { field, submit } = useSaveForm({
    schema: siteInputSchema,
    defaultValues: formValues(site),
    save,
    id: site?.id,
    fields,
    onSaved: onClose,
  });
  const { t } = useT();
  return (
    <SaveForm
      label={site ? t("companies.form.changeSiteLabel") : t("companies.form.siteLabel")}
      onSubmit={submit}
      submitLabel={site ? t("form.saveChanges") : t("companies.form.addSite")}
      save={save}
      onCancel={onClose}
    >
      <TextField label={t("companies.field.siteName")} autoComplete="off" {...field("name")} />
      <TextField
        label={t("companies.field.postcode")}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("postcode")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label={t("companies.field.startsOn")} {...field("starts_on")} />
        <TextField
          type="date"
          label={t("form.optional", { label: t("companies.field.endsOn") })}
          {...field("ends_on")}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-medium">{t("companies.form.gatePolicy")}</legend>
        <p className="text-sm text-muted">{t("companies.form.gatePolicyHint")}</p>
        {gatePolicies.map((policy) => (
          <label key={policy} className="flex min-h-11 items-center gap-3">
            <input type="radio" value={policy} className="size-5 accent-accent" {...field("gate_policy")} />
            {t(gatePolicyKeys[policy])}
          </label>
        ))}
      </fieldset>
    </SaveForm>
  );
}
