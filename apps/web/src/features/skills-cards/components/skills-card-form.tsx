import { zodResolver } from "@hookform/resolvers/zod";
import {
  findCardType,
  type SkillsCardView as SkillsCard,
  type SkillsCardFormValues,
  type SkillsCardInput,
  skillsCardFieldLabels,
  skillsCardInputSchema,
} from "@siteready/domain";
import { Controller, useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { recordPath } from "../../../lib/record-collection.ts";
import { useRecordForm } from "../../../lib/use-record-form.ts";
import { skillsCardRecords } from "../api/skills-card-records.ts";
import { CardTypeCombobox } from "./card-type-combobox.tsx";

const fields = ["card_type", "registration_number", "issue_date", "expiry_date"] as const;
const photoTypes = "image/jpeg,image/png,image/webp";

function formValues(card: SkillsCard | undefined): SkillsCardFormValues {
  return {
    card_type: card?.card_type ?? "",
    registration_number: card?.registration_number ?? "",
    issue_date: card?.issue_date ?? "",
    expiry_date: card?.expiry_date ?? "",
  };
}

interface SkillsCardFormProps {
  /** The card to change; without it the form adds a new one. */
  card?: SkillsCard | undefined;
  onClose: () => void;
}

/**
 * Adds or changes a card. A new card is saved first and then offers its photo uploads (the photos belong to
 * a saved card), so the details are never lost to a failed upload on a poor signal.
 */
export function SkillsCardForm({ card, onClose }: SkillsCardFormProps) {
  const form = useForm<SkillsCardFormValues, unknown, SkillsCardInput>({
    resolver: zodResolver(skillsCardInputSchema),
    mode: "onTouched",
    defaultValues: formValues(card),
  });
  const { errors } = form.formState;
  const { saved, justAdded, draft, save, submit, onUploaded } = useRecordForm(form, {
    record: card,
    collection: skillsCardRecords,
    toValues: formValues,
    fields,
    draftType: "skillsCard",
  });

  const cardTypeId = form.watch("card_type");
  const cardType = findCardType(cardTypeId);
  const expires = cardType?.validityYears !== null;

  return (
    <div className="flex flex-col gap-6">
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <form
        noValidate
        aria-label={card ? "Change card details" : "Card details"}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <Controller
          control={form.control}
          name="card_type"
          render={({ field, fieldState }) => (
            <CardTypeCombobox
              label={skillsCardFieldLabels.card_type}
              hint="Type the scheme or the card, for example CSCS, CPCS or Blue."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {cardType ? <p className="-mt-2 text-sm text-muted">{cardType.description}</p> : null}
        <TextField
          label={skillsCardFieldLabels.registration_number}
          hint="The number printed on the card."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.registration_number?.message}
          {...form.register("registration_number")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={`${skillsCardFieldLabels.issue_date} (optional)`}
            error={errors.issue_date?.message}
            {...form.register("issue_date")}
          />
          <TextField
            type="date"
            label={
              expires ? skillsCardFieldLabels.expiry_date : `${skillsCardFieldLabels.expiry_date} (optional)`
            }
            hint={expires ? undefined : "This card does not expire."}
            error={errors.expiry_date?.message}
            {...form.register("expiry_date")}
          />
        </div>
        <RecordFormButtons
          saved={saved !== undefined}
          addLabel="Save card"
          busy={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved ? (
        <RecordFilesSection title="Photos of the card" justAdded={justAdded} onDone={onClose}>
          <p className="text-muted">
            {justAdded ? "Card saved. " : ""}A clear photo of each side means you can show your card at the
            site gate even if you leave it at home.
          </p>
          <div className="grid gap-6 sm:grid-cols-2">
            <FileUpload<SkillsCard>
              label="Front of the card"
              accept={photoTypes}
              kind="image"
              uploadUrl={`${recordPath(skillsCardRecords, saved.id)}/photos/front`}
              currentUrl={saved.front_image_url}
              currentThumbnailUrl={saved.front_thumbnail_url}
              onUploaded={onUploaded}
            />
            <FileUpload<SkillsCard>
              label="Back of the card"
              accept={photoTypes}
              kind="image"
              uploadUrl={`${recordPath(skillsCardRecords, saved.id)}/photos/back`}
              currentUrl={saved.back_image_url}
              currentThumbnailUrl={saved.back_thumbnail_url}
              onUploaded={onUploaded}
            />
          </div>
        </RecordFilesSection>
      ) : null}
    </div>
  );
}
