import { formatDateIn } from "@siteready/domain/i18n";
import type { SkillsCardView as SkillsCard } from "@siteready/domain/profile";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { IdCard } from "lucide-react";
import { cardBandClasses } from "../../../components/ui/card-colours.tsx";
import { Photo } from "../../../components/ui/photo.tsx";
import { RecordDetails, RecordNumber } from "../../../components/ui/record-details.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";

interface SkillsCardFaceProps {
  card: SkillsCard;
  /** The worker's name, printed on the card like on the real one. */
  holderName: string;
  headingId?: string | undefined;
}

/**
 * A card drawn like the physical one (DESIGN.md): the scheme's colour band with its acronym, the card type,
 * the holder, the registration number, the expiry with its urgency, and the photo of the front when there is one.
 */
export function SkillsCardFace({ card, holderName, headingId }: SkillsCardFaceProps) {
  const { t, language } = useT();
  // The server names the card in English; a catalogue card is named by its id in the reader's language.
  const name = shownCardTypeName(card.card_type, t, card.card_type_name);
  const acronym = card.card_type_acronym ?? card.card_scheme ?? t("skillsCard.face.card");
  const scheme = card.card_scheme && card.card_scheme !== acronym ? card.card_scheme : null;
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
      <div
        data-testid="card-band"
        data-colour={card.card_type_colour ?? "other"}
        className={`flex min-h-12 items-center justify-between gap-2 px-4 py-2 ${cardBandClasses(card.card_type_colour)}`}
      >
        <span className="text-xl font-extrabold tracking-widest">{acronym}</span>
        {scheme ? <span className="text-sm font-semibold">{scheme}</span> : null}
      </div>
      <div className="flex gap-4 p-4">
        {card.front_thumbnail_url ? (
          <Photo
            url={card.front_thumbnail_url}
            alt={t("skillsCard.face.frontAlt", { card: name })}
            width={80}
            height={96}
            className="h-24 w-20 shrink-0 rounded-md border border-border object-cover"
          />
        ) : (
          <div className="flex h-24 w-20 shrink-0 items-center justify-center rounded-md border border-dashed border-border bg-surface-muted text-muted">
            <IdCard aria-hidden="true" className="size-8" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={headingId} className="text-lg leading-snug font-bold">
            {name}
          </h2>
          <p className="font-semibold">{holderName}</p>
          <RecordDetails>
            <dt className="text-muted">{t("skillsCard.face.regNumber")}</dt>
            <RecordNumber>{card.registration_number || t("skillsCard.face.notAdded")}</RecordNumber>
            <dt className="text-muted">{t("skillsCard.face.expires")}</dt>
            <dd>
              {card.expiry_date ? formatDateIn(card.expiry_date, language) : t("skillsCard.face.noExpiry")}
            </dd>
          </RecordDetails>
        </div>
      </div>
      <div className="px-4 pb-4">
        <UrgencyBadge urgency={card.urgency} />
      </div>
    </div>
  );
}
