import { useT } from "../../../i18n/use-translation.ts";
import { fullScreenPhotoUrl } from "../api/get-wallet.ts";

/** The worker as a gate-keeper's check shows them: their profile photo (when shown) and their name. */
export function HolderPreview({ holderName, photoUrl }: { holderName: string; photoUrl: string | null }) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-3">
      {photoUrl ? (
        <img
          src={fullScreenPhotoUrl(photoUrl)}
          alt={t("wallet.you")}
          className="size-16 rounded-full border border-border object-cover"
        />
      ) : null}
      <span className="font-semibold">{holderName}</span>
    </div>
  );
}
