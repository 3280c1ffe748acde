import { endpointUrl } from "@siteready/domain/endpoint";
import { filesPlainRoutes } from "@siteready/domain/files";
import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import {
  type RightToWorkPhotoSlot,
  type RightToWorkView,
  rightToWorkPhotoSlots,
  rightToWorkPlainRoutes,
  rightToWorkRouteKeys,
  routeNeeds,
} from "@siteready/domain/right-to-work";
import { Pencil, Share2, Trash2, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { SensitiveValue } from "../../../components/ui/sensitive-value.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import {
  revealRightToWork,
  useDeleteRightToWork,
  useRemoveRightToWorkPhoto,
  useRightToWorkUploaded,
} from "../api/right-to-work.ts";

type SavedRecord = NonNullable<RightToWorkView["record"]>;

/** The sharing centre's new-share form, the right-to-work item already ticked. */
const shareRightToWorkPath = "/sharing-center?share=right-to-work";

const photoWords: Record<RightToWorkPhotoSlot, { labelKey: MessageKey; hintKey: MessageKey }> = {
  document: { labelKey: "rightToWork.page.documentPhoto", hintKey: "rightToWork.page.documentPhotoHint" },
  second: { labelKey: "rightToWork.page.secondPhoto", hintKey: "rightToWork.page.secondPhotoHint" },
};

function isPast(isoDate: string) {
  return isoDate < new Date().toISOString().slice(0, 10);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Photos({ record }: { record: SavedRecord }) {
  const { t } = useT();
  const uploaded = useRightToWorkUploaded();
  const remove = useRemoveRightToWorkPhoto();
  return (
    <section aria-labelledby="rtw-photos" className="flex flex-col gap-4">
      <h3 id="rtw-photos" className="text-lg font-semibold">
        {t("rightToWork.page.photos")}
      </h3>
      {rightToWorkPhotoSlots.map((slot) => {
        const photo = record.photos.find((each) => each.slot === slot);
        const label = t(photoWords[slot].labelKey);
        return (
          <div key={slot} className="flex flex-col gap-2">
            <FileUpload
              label={label}
              hint={t(photoWords[slot].hintKey)}
              accept="image/jpeg,image/png,image/webp"
              upload={{ route: rightToWorkPlainRoutes.photo, params: { slot } }}
              currentThumbnailUrl={
                photo ? endpointUrl(filesPlainRoutes.thumbnail, { params: { id: photo.file_id } }) : null
              }
              onUploaded={uploaded}
            />
            {photo ? (
              <Button
                variant="secondary"
                className="self-start"
                busy={remove.isPending && remove.variables === slot}
                onClick={() => remove.mutate(slot)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t("rightToWork.page.removePhoto")}
                <span className="sr-only">: {label}</span>
              </Button>
            ) : null}
          </div>
        );
      })}
      {remove.error ? <ErrorBox error={remove.error} /> : null}
    </section>
  );
}

/** The saved record: what an engager will see, the sensitive values masked until asked, and its actions. */
export function RightToWorkRecord({ record, onEdit }: { record: SavedRecord; onEdit: () => void }) {
  const { t, word, language } = useT();
  const remove = useDeleteRightToWork();
  const [confirming, setConfirming] = useState(false);
  const needs = routeNeeds[record.route];
  const expires = record.share_code_expires_on;

  return (
    <section
      aria-labelledby="rtw-record"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="rtw-record" className="text-xl font-bold">
        {t(rightToWorkRouteKeys[record.route])}
      </h2>

      {record.attention.length > 0 ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg border-2 border-urgency-urgent bg-surface p-3"
        >
          {record.attention.map((ref) => (
            <p key={JSON.stringify(ref)} className="flex items-start gap-2 font-medium">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-urgent" />
              {word(ref)}
            </p>
          ))}
        </div>
      ) : null}

      {needs.shareCode !== "not-possible" ? (
        <div className="flex flex-col gap-1">
          <SensitiveValue
            label={t("rightToWork.field.shareCode")}
            masked={record.share_code}
            onReveal={() => revealRightToWork("share_code")}
          />
          {expires ? (
            <p className={isPast(expires) ? "font-semibold text-danger" : "text-muted"}>
              {word({
                key: isPast(expires) ? "rightToWork.page.codeExpiredOn" : "rightToWork.page.codeValidUntil",
                values: { date: expires },
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <SensitiveValue
        label={t("rightToWork.field.dateOfBirth")}
        masked={record.date_of_birth}
        onReveal={() => revealRightToWork("date_of_birth")}
      />
      {record.permission_ends_on || record.details ? (
        <dl className="flex flex-col gap-3">
          {record.permission_ends_on ? (
            <Fact label={t("rightToWork.field.permissionEndsOn")}>
              {formatDateIn(record.permission_ends_on, language)}
            </Fact>
          ) : null}
          {record.details ? (
            <Fact label={t("rightToWork.field.details")}>
              <span className="break-words">{record.details}</span>
            </Fact>
          ) : null}
        </dl>
      ) : null}

      <Photos record={record} />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to={shareRightToWorkPath}>
          <Share2 aria-hidden="true" className="size-5" />
          {t("rightToWork.page.share")}
        </ButtonLink>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-5" />
          {t("rightToWork.page.edit")}
        </Button>
        {confirming ? null : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t("rightToWork.page.delete")}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">{t("rightToWork.page.shareHint")}</p>
      {confirming ? (
        <InlineConfirm
          question={t("rightToWork.page.deleteConfirm")}
          confirmLabel={t("rightToWork.page.delete")}
          cancelLabel={t("form.cancel")}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
