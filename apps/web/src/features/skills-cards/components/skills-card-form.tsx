import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageKey } from "@siteready/domain/i18n";
import type { SkillsCardView as SkillsCard } from "@siteready/domain/profile";
import { skillsCardsPlainRoutes } from "@siteready/domain/records";
import {
  cardTypeWordKeys,
  findCardType,
  type SkillsCardFormValues,
  type SkillsCardInput,
  skillsCardInputSchema,
} from "@siteready/domain/skills-cards";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { PhotoTarget } from "../../../components/ui/photo-target.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { shrinkImage } from "../../../lib/shrink-image.ts";
import { uploadFile } from "../../../lib/upload.ts";
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
  /** Closes the form, on the card once it is saved. */
  onClose: (saved?: SkillsCard) => void;
}

const sides = ["front", "back"] as const;
type Side = (typeof sides)[number];
const sideLabels: Record<Side, MessageKey> = { front: "skillsCard.front", back: "skillsCard.back" };

/**
 * Adds or changes a card: its details and its photos. A new card takes its front and back photos in the same
 * step (from the camera or the gallery); on Save the details go first and then each photo, so the details are
 * never lost to a failed upload on a poor signal: a photo that did not go up is offered again below, with the
 * reason. A saved card's photos go up as soon as each is chosen; saving its details closes the form.
 */
export function SkillsCardForm({ card, onClose }: SkillsCardFormProps) {
  const [photos, setPhotos] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { t } = useT();

  /**
   * Sends the photos taken in the add form to the card just saved and closes the form on it when all went up.
   * Without any, the form stays open on the card's photo uploads.
   */
  async function sendPhotos(added: SkillsCard) {
    if (!photos.front && !photos.back) return;
    setUploading(true);
    try {
      let updated = added;
      for (const side of sides) {
        const photo = photos[side];
        if (!photo) continue;
        updated = await uploadFile(
          { route: skillsCardsPlainRoutes[side], params: { id: added.id } },
          await shrinkImage(photo),
          () => undefined,
        );
        onUploaded(updated);
      }
      onClose(updated);
    } catch (error) {
      setPhotoError(
        t("skillsCard.photoFailed", {
          reason: error instanceof Error ? error.message : t("skillsCard.tryAgain"),
        }),
      );
    } finally {
      setUploading(false);
    }
  }

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
    onAdded: (added) => void sendPhotos(added),
    onClose,
  });

  const cardTypeId = form.watch("card_type");
  const cardType = findCardType(cardTypeId);
  const expires = cardType?.validityYears !== null;

  return (
    <div className="flex flex-col gap-6">
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <form
        noValidate
        aria-label={card ? t("skillsCard.changeFormLabel") : t("skillsCard.formLabel")}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <Controller
          control={form.control}
          name="card_type"
          render={({ field, fieldState }) => (
            <CardTypeCombobox
              label={t("field.cardType")}
              hint={t("skillsCard.typeHint")}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {cardType ? (
          <p className="-mt-2 text-sm text-muted">{t(cardTypeWordKeys(cardType).description)}</p>
        ) : null}
        <TextField
          label={t("field.registrationNumber")}
          hint={t("skillsCard.numberHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.registration_number?.message}
          {...form.register("registration_number")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t("form.optional", { label: t("field.issueDate") })}
            error={errors.issue_date?.message}
            {...form.register("issue_date")}
          />
          <TextField
            type="date"
            label={expires ? t("field.expiryDate") : t("form.optional", { label: t("field.expiryDate") })}
            hint={expires ? undefined : t("skillsCard.noExpiry")}
            error={errors.expiry_date?.message}
            {...form.register("expiry_date")}
          />
        </div>
        {card || saved ? null : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold">{t("skillsCard.photosTitle")}</legend>
            <p className="-mt-1 text-sm text-muted">{t("skillsCard.photosHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {sides.map((side) => (
                <PhotoTarget
                  key={side}
                  label={t(sideLabels[side])}
                  file={photos[side]}
                  onChange={(file) => setPhotos((taken) => ({ ...taken, [side]: file }))}
                />
              ))}
            </div>
          </fieldset>
        )}
        <RecordFormButtons
          saved={saved !== undefined}
          addLabel={t("skillsCard.save")}
          busy={save.isPending || uploading}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved && !uploading ? (
        <RecordFilesSection
          title={t("skillsCard.photosTitle")}
          justAdded={justAdded}
          onDone={() => onClose(saved)}
        >
          {photoError ? (
            <p role="alert" className="font-medium text-danger">
              {photoError}
            </p>
          ) : null}
          <p className="text-muted">
            {justAdded ? `${t("skillsCard.saved")} ` : ""}
            {t("skillsCard.photosAfterSave")}
          </p>
          <div className="grid gap-6 sm:grid-cols-2">
            <FileUpload
              label={t(sideLabels.front)}
              accept={photoTypes}
              kind="image"
              upload={{ route: skillsCardsPlainRoutes.front, params: { id: saved.id } }}
              currentUrl={saved.front_image_url}
              currentThumbnailUrl={saved.front_thumbnail_url}
              onUploaded={onUploaded}
            />
            <FileUpload
              label={t(sideLabels.back)}
              accept={photoTypes}
              kind="image"
              upload={{ route: skillsCardsPlainRoutes.back, params: { id: saved.id } }}
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
