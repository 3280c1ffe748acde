import type { MessageKey } from "@siteready/domain/i18n";
import type { ProjectView } from "@siteready/domain/projects";
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  type ProjectFormValues,
  projectFieldLabels,
  projectInputSchema,
} from "@siteready/domain/projects";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveProject } from "../api/save-project.ts";

const fields = Object.keys(projectFieldLabels) as (keyof typeof projectFieldLabels)[];

function formValues(project: ProjectView | undefined): ProjectFormValues {
  return {
    name: project?.name ?? "",
    company: project?.company ?? "",
    role: project?.role ?? "",
    site_postcode: project?.site_postcode ?? "",
    start_date: project?.start_date ?? "",
    end_date: project?.end_date ?? "",
    description: project?.description ?? "",
    reference_name: project?.reference_name ?? "",
    reference_contact: project?.reference_contact ?? "",
  };
}

interface ProjectFormProps {
  /** The project to change; without it the form adds a new one. */
  project?: ProjectView | undefined;
  /** Closes the form, on the project once it is saved. */
  onClose: (saved?: ProjectView) => void;
}

/** Adds or changes a project on my work history, with the domain's rules and the server's messages. */
export function ProjectForm({ project, onClose }: ProjectFormProps) {
  const save = useSaveProject();
  const { field, submit } = useSaveForm({
    schema: projectInputSchema,
    defaultValues: formValues(project),
    save,
    id: project?.id,
    fields,
    onSaved: onClose,
  });
  const { t } = useT();
  const optional = (label: MessageKey) => t("form.optional", { label: t(label) });

  return (
    <SaveForm
      label={project ? t("projects.form.changeLabel") : t("projects.form.label")}
      onSubmit={submit}
      submitLabel={project ? t("form.saveChanges") : t("projects.form.submit")}
      save={save}
      onCancel={onClose}
    >
      <TextField label={t(projectFieldLabels.name)} hint={t("projects.form.nameHint")} {...field("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={optional(projectFieldLabels.company)}
          autoComplete="organization"
          {...field("company")}
        />
        <TextField
          label={optional(projectFieldLabels.role)}
          hint={t("projects.form.roleHint")}
          {...field("role")}
        />
        <TextField type="date" label={t(projectFieldLabels.start_date)} {...field("start_date")} />
        <TextField
          type="date"
          label={optional(projectFieldLabels.end_date)}
          hint={t("projects.form.endHint")}
          {...field("end_date")}
        />
      </div>
      <TextField
        label={optional(projectFieldLabels.site_postcode)}
        hint={t("projects.form.postcodeHint")}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("site_postcode")}
      />
      <TextareaField
        label={optional(projectFieldLabels.description)}
        hint={t("projects.form.descriptionHint")}
        maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
        rows={4}
        {...field("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={optional(projectFieldLabels.reference_name)}
          hint={t("projects.form.referenceHint")}
          autoComplete="off"
          {...field("reference_name")}
        />
        <TextField
          label={optional(projectFieldLabels.reference_contact)}
          hint={t("projects.form.referenceContactHint")}
          autoComplete="off"
          {...field("reference_contact")}
        />
      </div>
    </SaveForm>
  );
}
