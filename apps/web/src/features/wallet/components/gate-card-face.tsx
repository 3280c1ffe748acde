import { formatDateIn } from "@siteready/domain/i18n";
import { shownRecordType } from "@siteready/domain/record-words";
import { type GateItemView as GateItem, gateItemKindKeys } from "@siteready/domain/wallet";
import { FileText } from "lucide-react";
import { cardBandClasses } from "../../../components/ui/card-colours.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { faceThumbnailUrl } from "../api/get-wallet.ts";
import { GateNumber } from "./gate-number.tsx";

/**
 * One wallet item drawn like the physical card: the scheme's colour band with its acronym, the type, the
 * holder, the number large enough to read out, the expiry with its urgency in words, and the front photo.
 */
export function GateCardFace({ item, holderName }: { item: GateItem; holderName: string }) {
  const { t, language } = useT();
  // By the kind and the record's type: the server's English names for them are not shown.
  const kind = t(gateItemKindKeys[item.kind]);
  const title = shownRecordType(item, t);
  const band = item.acronym ?? item.scheme ?? kind;
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface text-left shadow-sm">
      <div
        className={`flex min-h-12 items-center justify-between gap-2 px-4 py-2 ${cardBandClasses(item.colour)}`}
      >
        <span className="text-xl font-extrabold tracking-widest">{band}</span>
        <span className="text-sm font-semibold">{kind}</span>
      </div>
      <div className="flex gap-4 p-4">
        {item.front_thumbnail_url ? (
          <img
            src={faceThumbnailUrl(item.front_thumbnail_url)}
            alt={t("wallet.frontOf", { title })}
            width={80}
            height={96}
            className="h-24 w-20 shrink-0 rounded-md border border-border object-cover"
          />
        ) : (
          <div className="flex h-24 w-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-muted">
            <FileText aria-hidden="true" className="size-8" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-lg leading-snug font-bold">{title}</p>
          <p className="font-semibold">{holderName}</p>
          <GateNumber number={item.number || t("wallet.noNumber")} maxRem={1.5} className="font-bold" />
          <p className="text-sm">
            {item.expiry_date
              ? t("wallet.expires", { date: formatDateIn(item.expiry_date, language) })
              : t("wallet.noExpiryDate")}
          </p>
        </div>
      </div>
      <div className="px-4 pb-4">
        <UrgencyBadge urgency={item.urgency} />
      </div>
    </div>
  );
}
