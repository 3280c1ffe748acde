import type { PersonalDetailsView } from "@siteready/domain/profile";
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import {
  personalDetailsPhotoUpload,
  usePersonalDetailsPhotoChanged,
  useRemovePersonalDetailsPhoto,
} from "../api/personal-details.ts";

/** The profile photo: uploaded on its own, straight away, so it never waits for the form's Save. */
export function ProfilePhoto({ details }: { details: PersonalDetailsView }) {
  const photoChanged = usePersonalDetailsPhotoChanged();
  const remove = useRemovePersonalDetailsPhoto();
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3">
      <FileUpload
        label={t("profile.photo")}
        accept="image/jpeg,image/png,image/webp"
        camera="user"
        upload={personalDetailsPhotoUpload}
        onUploaded={photoChanged}
        currentUrl={details.photo_url}
        currentThumbnailUrl={details.photo_thumbnail_url}
        hint={t("profile.photoHint")}
      />
      {details.photo_url ? (
        <Button
          variant="secondary"
          className="self-start"
          busy={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t("profile.removePhoto")}
        </Button>
      ) : null}
      {remove.error ? <ErrorBox error={remove.error} /> : null}
    </div>
  );
}
