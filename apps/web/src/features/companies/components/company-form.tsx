import { type CompanyFormValues, type CompanySummary, companyInputSchema } from "@siteready/domain/companies";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useCreateCompany } from "../api/companies.ts";

const emptyCompany: CompanyFormValues = {
  name: "",
  companies_house_number: "",
  address: { line1: "", line2: "", town: "", postcode: "" },
};

const fields = [
  "name",
  "companies_house_number",
  "address.line1",
  "address.line2",
  "address.town",
  "address.postcode",
] as const;

/** Creates a company: its name, optional Companies House number and address; I become its owner. */
export function CompanyForm({ onClose }: { onClose: (created?: CompanySummary) => void }) {
  const save = useCreateCompany();
  const { field, submit } = useSaveForm({
    schema: companyInputSchema,
    defaultValues: emptyCompany,
    save,
    id: undefined,
    fields,
    onSaved: onClose,
  });
  const { t } = useT();
  return (
    <SaveForm
      label={t("companies.form.companyLabel")}
      onSubmit={submit}
      submitLabel={t("companies.form.createCompany")}
      save={save}
      onCancel={onClose}
    >
      <TextField label={t("companies.field.name")} autoComplete="organization" {...field("name")} />
      <TextField
        label={t("form.optional", { label: t("companies.field.companiesHouseNumber") })}
        hint={t("companies.form.companiesHouseHint")}
        autoCapitalize="characters"
        spellCheck={false}
        {...field("companies_house_number")}
      />
      <TextField
        label={t("companies.field.addressLine1")}
        autoComplete="address-line1"
        {...field("address.line1")}
      />
      <TextField
        label={t("form.optional", { label: t("companies.field.addressLine2") })}
        autoComplete="address-line2"
        {...field("address.line2")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("companies.field.town")}
          autoComplete="address-level2"
          {...field("address.town")}
        />
        <TextField
          label={t("companies.field.postcode")}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...field("address.postcode")}
        />
      </div>
    </SaveForm>
  );
}
