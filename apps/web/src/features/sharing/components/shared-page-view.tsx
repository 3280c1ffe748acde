import type { MessageKey } from "@siteready/domain/i18n";
import { shownShareItem } from "@siteready/domain/record-words";
import {
  type SharedItemView,
  type SharedPage,
  type SharedPhoto,
  shareItemKindKeys,
} from "@siteready/domain/sharing";
import { Download, ImageOff, LinkIcon, LockKeyhole } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { daysLeft, UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { VerificationStatus } from "../../../components/ui/verification-status.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { answerAsFieldMessage } from "../../../lib/error-text.ts";
import { renditionWidthFor } from "../../../lib/image-sources.ts";
import { useNearScreenWidth } from "../../../lib/use-near-screen.ts";
import {
  isEndedShare,
  useDownloadCompliancePack,
  useDownloadSharedCv,
  useIdentifyViewer,
  useSharedPage,
  useSharedPhoto,
} from "../api/shared-page.ts";
import { shareTime } from "./share-time.ts";

const numberLabels: Partial<Record<SharedItemView["kind"], MessageKey>> = {
  "skills-card": "sharing.page.registrationNumber",
  document: "sharing.page.documentNumber",
  qualification: "sharing.page.certificateNumber",
  "bank-details": "sharing.page.accountNumber",
};

/** What the viewer proves on every call: the link's token, and the PIN when the share has one. */
type ShareAccess = { token: string; pin?: string | undefined };

const photoWords: Record<SharedPhoto["side"], { caption?: MessageKey; altKey: MessageKey }> = {
  front: { caption: "sharing.page.front", altKey: "sharing.page.frontOf" },
  back: { caption: "sharing.page.back", altKey: "sharing.page.backOf" },
  photo: { altKey: "sharing.page.photoOf" },
};

/** A card is wider than tall: the space a photo keeps before it loads when its size is not known. */
const CARD_RATIO = "856 / 540";

/**
 * One photo of a shared record: fetched with the token (and PIN) only when it nears the screen, at the width its
 * place has on this screen, in a box that keeps its space meanwhile so the page does not jump.
 */
function SharedPhotoFigure({
  access,
  photo,
  title,
}: {
  access: ShareAccess;
  photo: SharedPhoto;
  title: string;
}) {
  const { t } = useT();
  const place = useRef<HTMLDivElement>(null);
  const shownWidth = useNearScreenWidth(place);
  const image = useSharedPhoto(
    access,
    photo.id,
    shownWidth === undefined ? undefined : renditionWidthFor(shownWidth),
  );
  const words = photoWords[photo.side];
  return (
    <figure className="flex flex-col gap-1">
      <div
        ref={place}
        className="flex items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted"
        style={{ aspectRatio: photo.width && photo.height ? `${photo.width} / ${photo.height}` : CARD_RATIO }}
      >
        {image.url ? (
          <img src={image.url} alt={t(words.altKey, { title })} className="size-full object-contain" />
        ) : image.failed ? (
          <div className="flex flex-col items-center gap-2 p-3 text-center text-sm">
            <ImageOff aria-hidden="true" className="size-6 text-muted" />
            <p>{t("sharing.page.photoFailed")}</p>
            <Button variant="secondary" onClick={image.retry}>
              {t("shell.ui.tryAgain")}
            </Button>
          </div>
        ) : null}
      </div>
      {words.caption ? <figcaption className="text-sm text-muted">{t(words.caption)}</figcaption> : null}
    </figure>
  );
}

function SharedItem({
  item,
  access,
  action,
}: {
  item: SharedItemView;
  access: ShareAccess;
  action?: ReactNode;
}) {
  const { t, word } = useT();
  const headingId = `shared-${item.kind}-${item.title}`.replace(/\W+/g, "-");
  const title = shownShareItem({ kind: item.kind, type: item.type, label: item.title }, t);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-xl border border-border p-4"
      >
        <p className="text-sm font-semibold text-muted">{t(shareItemKindKeys[item.kind])}</p>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {item.number ? (
          <p className="text-lg">
            {t(numberLabels[item.kind] ?? "sharing.page.number")}:{" "}
            <strong className="font-mono break-all">{item.number}</strong>
          </p>
        ) : null}
        {item.lines.map((line) => (
          <p key={JSON.stringify(line)}>{word(line)}</p>
        ))}
        {item.expiry_date || item.urgency !== "unknown" ? (
          <div>
            <UrgencyBadge urgency={{ status: item.urgency, days_left: daysLeft(item.expiry_date) }} />
          </div>
        ) : (
          <p className="text-sm text-muted">{word(item.status)}</p>
        )}
        {item.verification ? <VerificationStatus verification={item.verification} /> : null}
        {item.photos.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {item.photos.map((photo) => (
              <SharedPhotoFigure key={photo.id} access={access} photo={photo} title={title} />
            ))}
          </div>
        ) : null}
        {action}
      </article>
    </li>
  );
}

function SharedCvDownload({
  token,
  pin,
  viewId,
  holder,
}: {
  token: string;
  pin?: string | undefined;
  viewId: string;
  holder: string;
}) {
  const { t } = useT();
  const download = useDownloadSharedCv();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        busy={download.isPending}
        onClick={() => download.mutate({ token, view_id: viewId, holder, ...(pin ? { pin } : {}) })}
      >
        <Download aria-hidden="true" className="size-5" />
        {t("sharing.page.downloadCv")}
      </Button>
      {download.error ? <ErrorBox error={download.error} /> : null}
    </div>
  );
}

function PinForm({ error, onSubmit }: { error: unknown; onSubmit: (pin: string) => void }) {
  const { t } = useT();
  const [pin, setPin] = useState("");
  const message =
    error instanceof ApiError && (error.status === 403 || error.status === 429)
      ? answerAsFieldMessage(error)
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.trim()) onSubmit(pin.trim());
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="share-pin-heading"
      className="flex flex-col gap-4 rounded-xl border border-border p-5"
    >
      <h2 id="share-pin-heading" className="flex items-center gap-2 text-xl font-bold">
        <LockKeyhole aria-hidden="true" className="size-5" />
        {t("sharing.page.pinTitle")}
      </h2>
      <p>{t("sharing.page.pinText")}</p>
      <TextField
        label={t("sharing.page.pin")}
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={message}
      />
      <Button type="submit" className="self-start">
        {t("sharing.page.open")}
      </Button>
    </form>
  );
}

function WhoIsLooking({
  token,
  pin,
  viewId,
  holder,
}: {
  token: string;
  pin?: string;
  viewId: string;
  holder: string;
}) {
  const { t } = useT();
  const identify = useIdentifyViewer();
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  if (identify.isSuccess) {
    return (
      <p role="status">{holder ? t("sharing.page.thanks", { holder }) : t("sharing.page.thanksHolder")}</p>
    );
  }
  return (
    <form
      aria-label={t("sharing.page.tellLabel")}
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        identify.mutate({ token, pin, view_id: viewId, viewer_name: name, viewer_company: company });
      }}
    >
      <h2 className="text-lg font-bold">
        {holder ? t("sharing.page.tell", { holder }) : t("sharing.page.tellHolder")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("sharing.page.yourName")}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t("sharing.page.company")}
          autoComplete="organization"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
        />
      </div>
      {identify.error ? <ErrorBox error={identify.error} /> : null}
      <Button type="submit" variant="secondary" busy={identify.isPending} className="self-start">
        {t("sharing.page.send")}
      </Button>
    </form>
  );
}

function Shown({
  page,
  token,
  pin,
}: {
  page: Extract<SharedPage, { state: "shown" }>;
  token: string;
  pin?: string;
}) {
  const { t, word, language } = useT();
  const download = useDownloadCompliancePack();
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-muted">{t("sharing.page.sharedBy")}</p>
        <p className="text-2xl font-bold">{page.holder_name || t("sharing.page.theHolder")}</p>
        <p>
          {t("sharing.page.forUntil", {
            recipient: page.recipient_label,
            when: shareTime(page.expires_at, language, "long"),
          })}
        </p>
        <p className="text-sm">{word(page.note)}</p>
      </header>
      <ul aria-label={t("sharing.page.records")} className="flex flex-col gap-4">
        {page.items.map((item) => (
          <SharedItem
            key={`${item.kind}-${item.title}-${item.number}`}
            item={item}
            access={{ token, pin }}
            action={
              item.kind === "cv" ? (
                <SharedCvDownload token={token} pin={pin} viewId={page.view_id} holder={page.holder_name} />
              ) : undefined
            }
          />
        ))}
      </ul>
      {/* The pack holds the shared records; a share of the CV alone has none. */}
      {page.items.some((item) => item.kind !== "cv") ? (
        <div className="flex flex-col gap-2">
          <Button
            className="self-start"
            busy={download.isPending}
            onClick={() => download.mutate({ token, view_id: page.view_id, ...(pin ? { pin } : {}) })}
          >
            <Download aria-hidden="true" className="size-5" />
            {t("sharing.page.downloadPack")}
          </Button>
          {download.error ? <ErrorBox error={download.error} /> : null}
        </div>
      ) : null}
      <WhoIsLooking token={token} pin={pin} viewId={page.view_id} holder={page.holder_name} />
    </div>
  );
}

/**
 * The public share page: the PIN first when one is set, then the holder's name and the chosen records only,
 * each with its status in words. An ended link shows that plainly and nothing else.
 */
export function SharedPageView({ token }: { token: string }) {
  const { t } = useT();
  const [pin, setPin] = useState<string>();
  const page = useSharedPage(token, pin);

  if (!token) {
    return (
      <p className="flex items-start gap-2">
        <LinkIcon aria-hidden="true" className="size-5 shrink-0" />
        {t("sharing.page.noToken")}
      </p>
    );
  }
  if (page.isPending) return <p className="text-muted">{t("sharing.page.opening")}</p>;
  if (isEndedShare(page.error)) {
    return (
      <section
        aria-labelledby="share-ended"
        className="flex flex-col gap-2 rounded-xl border border-border p-5"
      >
        <h2 id="share-ended" className="text-2xl font-bold">
          {t("sharing.page.ended")}
        </h2>
        <p>{t("sharing.message.ended")}</p>
      </section>
    );
  }
  if (page.data?.state === "pin-required" || (pin && page.error)) {
    return <PinForm error={page.error} onSubmit={setPin} />;
  }
  if (page.data?.state === "shown") return <Shown page={page.data} token={token} pin={pin} />;
  return <ErrorBox error={page.error} onRetry={() => void page.refetch()} />;
}
