import type { ProjectView } from "@siteready/domain";
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  type ProjectFormValues,
  projectFieldLabels,
  projectInputSchema,
} from "@siteready/domain";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
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
  onClose: () => void;
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

  return (
    <SaveForm
      label={project ? "Change project details" : "Project details"}
      onSubmit={submit}
      submitLabel={project ? "Save changes" : "Save project"}
      save={save}
      onCancel={onClose}
    >
      <TextField
        label={projectFieldLabels.name}
        hint="For example: Riverside flats, phase 2."
        {...field("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${projectFieldLabels.company} (optional)`}
          autoComplete="organization"
          {...field("company")}
        />
        <TextField
          label={`${projectFieldLabels.role} (optional)`}
          hint="For example: Bricklayer, Site supervisor."
          {...field("role")}
        />
        <TextField type="date" label={projectFieldLabels.start_date} {...field("start_date")} />
        <TextField
          type="date"
          label={`${projectFieldLabels.end_date} (optional)`}
          hint="Leave blank while you are still on this project."
          {...field("end_date")}
        />
      </div>
      <TextField
        label={`${projectFieldLabels.site_postcode} (optional)`}
        hint="While the project is ongoing, this site's forecast shows on the weather page."
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("site_postcode")}
      />
      <TextareaField
        label={`${projectFieldLabels.description} (optional)`}
        hint="What you built and the work you did: it goes on your CV."
        maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
        rows={4}
        {...field("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${projectFieldLabels.reference_name} (optional)`}
          hint="Someone who can vouch for your work, like the site manager."
          autoComplete="off"
          {...field("reference_name")}
        />
        <TextField
          label={`${projectFieldLabels.reference_contact} (optional)`}
          hint="Their phone number or email address."
          autoComplete="off"
          {...field("reference_contact")}
        />
      </div>
    </SaveForm>
  );
}
