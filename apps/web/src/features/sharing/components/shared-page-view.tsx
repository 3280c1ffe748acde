import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import { shownShareItem } from "@siteready/domain/record-words";
import {
  type SharedItemView,
  type SharedPage,
  type SharedPhoto,
  shareItemKindKeys,
} from "@siteready/domain/sharing";
import { Download, ImageOff, LinkIcon, LockKeyhole, MailCheck, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import {
  CheckRightToWorkLink,
  RightToWorkReceiptForm,
} from "../../../components/right-to-work-receipt-form.tsx";
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
  isUsedUpShare,
  useCheckShareCode,
  useDownloadCompliancePack,
  useDownloadSharedCv,
  useDownloadShareReceipt,
  useIdentifyViewer,
  useRecordShareReceipt,
  useSendShareCode,
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

/**
 * What the viewer proves on every call: the link's token, the PIN when the share has one, and the pass the
 * e-mailed code earned when it asks for one (with the view, so the page's files follow its last allowed view).
 */
type ShareAccess = {
  token: string;
  pin?: string | undefined;
  pass?: string | undefined;
  view_id?: string | undefined;
};

/** The access fields as a call's body carries them: none that is unset. */
const accessBody = ({ token, pin, pass }: ShareAccess) => ({
  token,
  ...(pin ? { pin } : {}),
  ...(pass ? { pass } : {}),
});

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
  access,
  viewId,
  holder,
}: {
  access: ShareAccess;
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
        onClick={() => download.mutate({ ...accessBody(access), view_id: viewId, holder })}
      >
        <Download aria-hidden="true" className="size-5" />
        {t("sharing.page.downloadCv")}
      </Button>
      {download.error ? <ErrorBox error={download.error} /> : null}
    </div>
  );
}

/**
 * Under a shared right-to-work record: the way to the statutory check on GOV.UK, that this page is not one, and
 * the receipt of the check the engager did.
 */
function RightToWorkCheck({ access, item }: { access: ShareAccess; item: SharedItemView }) {
  const { t } = useT();
  // The server may already say it among the item's lines: said once.
  const saysNotACheck = item.lines.some((line) => line.key === "rightToWork.shared.notAStatutoryCheck");
  const body = accessBody(access);
  const record = useRecordShareReceipt(body);
  const download = useDownloadShareReceipt(body);
  return (
    <div className="flex flex-col gap-3">
      {saysNotACheck ? null : (
        <p className="rounded-lg border-2 border-urgency-warning p-3 font-medium">
          {t("rightToWork.shared.notAStatutoryCheck")}
        </p>
      )}
      <CheckRightToWorkLink variant="primary" />
      <RightToWorkReceiptForm record={record} download={download} />
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

function WhoIsLooking({ access, viewId, holder }: { access: ShareAccess; viewId: string; holder: string }) {
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
        identify.mutate({
          ...accessBody(access),
          view_id: viewId,
          viewer_name: name,
          viewer_company: company,
        });
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

/** The holder's request that copies be deleted: by a date, and (once asked) since when. */
function DeleteNotices({ page }: { page: Extract<SharedPage, { state: "shown" }> }) {
  const { t, language } = useT();
  if (!page.delete_by && !page.delete_requested_at) return null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border-2 border-urgency-warning p-3">
      {page.delete_requested_at ? (
        <p className="flex items-start gap-2 font-semibold">
          <Trash2 aria-hidden="true" className="size-5 shrink-0" />
          {t("sharing.page.deleteRequested", {
            date: formatDateIn(page.delete_requested_at.slice(0, 10), language),
          })}
        </p>
      ) : null}
      {page.delete_by ? (
        <p>{t("sharing.page.deleteBy", { date: formatDateIn(page.delete_by, language) })}</p>
      ) : null}
    </div>
  );
}

function Shown({ page, access }: { page: Extract<SharedPage, { state: "shown" }>; access: ShareAccess }) {
  const { t, word, language } = useT();
  const download = useDownloadCompliancePack();
  const viewAccess = { ...access, view_id: page.view_id };
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
      <DeleteNotices page={page} />
      <ul aria-label={t("sharing.page.records")} className="flex flex-col gap-4">
        {page.items.map((item) => (
          <SharedItem
            key={`${item.kind}-${item.title}-${item.number}`}
            item={item}
            access={viewAccess}
            action={
              item.kind === "cv" ? (
                <SharedCvDownload access={access} viewId={page.view_id} holder={page.holder_name} />
              ) : item.kind === "right-to-work" ? (
                <RightToWorkCheck access={access} item={item} />
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
            onClick={() => download.mutate({ ...accessBody(access), view_id: page.view_id })}
          >
            <Download aria-hidden="true" className="size-5" />
            {t("sharing.page.downloadPack")}
          </Button>
          {download.error ? <ErrorBox error={download.error} /> : null}
        </div>
      ) : null}
      <WhoIsLooking access={access} viewId={page.view_id} holder={page.holder_name} />
    </div>
  );
}

/**
 * The e-mailed code, for a share that asks for one: "Send me a code" to the (masked) address, then the code.
 * Wrong codes and the lock-out after five are said in words; the right one gives the page its pass.
 */
function CodeForm({
  access,
  email,
  onPass,
}: {
  access: ShareAccess;
  email: string;
  onPass: (pass: string) => void;
}) {
  const { t } = useT();
  const send = useSendShareCode();
  const check = useCheckShareCode();
  const [code, setCode] = useState("");
  const sentTo = send.data?.email;
  const problem = (error: unknown) =>
    error instanceof ApiError && error.status !== undefined && error.status < 500
      ? answerAsFieldMessage(error)
      : undefined;
  return (
    <section
      aria-labelledby="share-code-heading"
      className="flex flex-col gap-4 rounded-xl border border-border p-5"
    >
      <h2 id="share-code-heading" className="flex items-center gap-2 text-xl font-bold">
        <MailCheck aria-hidden="true" className="size-5" />
        {t("sharing.page.codeTitle")}
      </h2>
      <p>{t("sharing.page.codeText", { email })}</p>
      {sentTo ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim()) return;
            check.mutate(
              { ...accessBody(access), code: code.trim() },
              { onSuccess: (answer) => onPass(answer.pass) },
            );
          }}
        >
          <p role="status">{t("sharing.page.codeSent", { email: sentTo })}</p>
          <TextField
            label={t("sharing.page.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem(check.error)}
          />
          {check.error && !problem(check.error) ? <ErrorBox error={check.error} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={check.isPending}>
              {t("sharing.page.checkCode")}
            </Button>
            <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate(accessBody(access))}>
              {t("sharing.page.sendAgain")}
            </Button>
          </div>
        </form>
      ) : (
        <Button className="self-start" busy={send.isPending} onClick={() => send.mutate(accessBody(access))}>
          {t("sharing.page.sendCode")}
        </Button>
      )}
      {send.error ? (
        problem(send.error) ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem(send.error)}
          </p>
        ) : (
          <ErrorBox error={send.error} />
        )
      ) : null}
    </section>
  );
}

/**
 * The public share page: the PIN first when one is set, then the holder's name and the chosen records only,
 * each with its status in words. An ended link shows that plainly and nothing else.
 */
/** A share that no longer opens (ended, revoked or used up), and why, with none of its data. */
function ClosedShare({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-xl border border-border p-5">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <p>{text}</p>
    </section>
  );
}

export function SharedPageView({ token }: { token: string }) {
  const { t } = useT();
  const [pin, setPin] = useState<string>();
  const [pass, setPass] = useState<string>();
  const page = useSharedPage(token, pin, pass);

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
    return <ClosedShare id="share-ended" title={t("sharing.page.ended")} text={t("sharing.message.ended")} />;
  }
  if (isUsedUpShare(page.error)) {
    return (
      <ClosedShare
        id="share-used-up"
        title={t("sharing.page.viewLimitTitle")}
        text={t("sharing.message.viewLimitReached")}
      />
    );
  }
  if (page.data?.state === "pin-required" || (pin && page.error)) {
    return <PinForm error={page.error} onSubmit={setPin} />;
  }
  if (page.data?.state === "code-required") {
    return <CodeForm access={{ token, pin }} email={page.data.email} onPass={setPass} />;
  }
  if (page.data?.state === "shown") return <Shown page={page.data} access={{ token, pin, pass }} />;
  return <ErrorBox error={page.error} onRetry={() => void page.refetch()} />;
}
