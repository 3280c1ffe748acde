import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Download, ExternalLink, Printer } from "lucide-react";
import { Fragment, type ReactNode, type RefObject, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { sessionQueryKey, useSession } from "../../../lib/session/session.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  verifyAuthenticatorCode,
} from "../api/account-security.ts";
import { ActionForm, ActionProblem, SecurityPanel } from "./security-panel.tsx";

function downloadCodes(heading: string, codes: string[]) {
  const text = [heading, "", ...codes, ""].join("\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: "siteready-recovery-codes.txt",
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** The 10 single-use recovery codes, shown once, to download or print. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium">{t("accounts.twoFactor.saveCodes")}</p>
      <ul aria-label={t("accounts.twoFactor.codes")} className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row print:hidden">
        <Button variant="secondary" onClick={() => downloadCodes(t("accounts.twoFactor.codesFile"), codes)}>
          <Download aria-hidden="true" className="size-5" />
          {t("accounts.twoFactor.download")}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t("accounts.twoFactor.print")}
        </Button>
        <Button onClick={onDone}>{t("accounts.twoFactor.savedThem")}</Button>
      </div>
    </div>
  );
}

/** The key in groups of four, to read out or type in; copying or selecting it gives the key without gaps. */
function KeyInGroups({ secret, keyRef }: { secret: string; keyRef: RefObject<HTMLElement | null> }) {
  const groups = secret.match(/.{1,4}/g) ?? [];
  return (
    <code ref={keyRef} data-testid="totp-secret" className="font-mono text-lg leading-8">
      {groups.map((group, index) => (
        // A group's place in the key is its identity: the key never changes while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="mr-[1ch]">{group}</span>
        </Fragment>
      ))}
    </code>
  );
}

/**
 * Copies the key; where the browser will not let a page write to the clipboard, selects it so the phone's
 * own Copy does it. Says which it did.
 */
function CopyKeyButton({ secret, keyRef }: { secret: string; keyRef: RefObject<HTMLElement | null> }) {
  const { t } = useT();
  const [done, setDone] = useState<"copied" | "selected">();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setDone("copied");
    } catch {
      if (keyRef.current) window.getSelection()?.selectAllChildren(keyRef.current);
      setDone("selected");
    }
  };
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <Button variant="secondary" className="self-start" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-5" />
        {t("accounts.twoFactor.copyKey")}
      </Button>
      <p role="status" className="text-sm font-medium">
        {done === "copied" ? t("accounts.twoFactor.copied") : null}
        {done === "selected" ? t("accounts.twoFactor.keySelected") : null}
      </p>
    </div>
  );
}

/**
 * Turning on, in whichever way suits the device: the authenticator app on this phone opened with the key
 * (a phone cannot scan its own screen), the QR code for another device, or the key to copy or type. Then a
 * code to prove the app has it.
 */
function Enrolment({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  const { t } = useT();
  const qrCode = useQrCode(totpURI);
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const keyRef = useRef<HTMLElement>(null);
  const [code, setCode] = useState("");
  const verify = useMutation({
    mutationFn: () => verifyAuthenticatorCode(code.trim()),
    onSuccess: onVerified,
  });
  return (
    <ActionForm onSubmit={() => verify.mutate()}>
      <p>{t("accounts.twoFactor.addToApp")}</p>
      <div className="flex flex-col gap-1">
        <a href={totpURI} className={buttonClasses("primary", "self-start")}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {t("accounts.twoFactor.openInApp")}
        </a>
        <p className="text-sm text-muted">{t("accounts.twoFactor.openInAppHint")}</p>
      </div>
      <div className="flex flex-col gap-2">
        <p>{t("accounts.twoFactor.scanOnOther")}</p>
        {qrCode ? (
          <img src={qrCode} alt={t("accounts.twoFactor.qrAlt")} className="size-56 self-center bg-white" />
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <p>{t("accounts.twoFactor.typeKey")}</p>
        <KeyInGroups secret={secret} keyRef={keyRef} />
        <CopyKeyButton secret={secret} keyRef={keyRef} />
      </div>
      <TextField
        label={t("accounts.twoFactor.appCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <ActionProblem error={verify.error} />
      <Button type="submit" busy={verify.isPending} className="self-start">
        {t("accounts.twoFactor.turnOn")}
      </Button>
    </ActionForm>
  );
}

/** Confirms a change to the second factor with the account's password (none for provider-only accounts). */
function PasswordConfirm({
  action,
  busy,
  error,
  onConfirm,
}: {
  action: string;
  busy: boolean;
  error: unknown;
  onConfirm: (password: string | undefined) => void;
}) {
  const { t } = useT();
  const [password, setPassword] = useState("");
  return (
    <ActionForm onSubmit={() => onConfirm(password || undefined)}>
      <TextField
        label={t("accounts.twoFactor.yourPassword")}
        type="password"
        autoComplete="current-password"
        hint={t("accounts.twoFactor.passwordHint")}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ActionProblem error={error} />
      <Button type="submit" busy={busy} className="self-start">
        {action}
      </Button>
    </ActionForm>
  );
}

type Step =
  | { kind: "idle" }
  | { kind: "confirm"; action: "enable" | "codes" | "disable" }
  | { kind: "codes"; codes: string[] };

/** Two-factor authentication with an authenticator app, and its recovery codes. */
export function TwoFactorPanel() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const enabled = useSession().data?.user.twoFactorEnabled ?? false;
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const refreshSession = () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  const enable = useMutation({ mutationFn: enableTwoFactor });
  const codes = useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: (answer) => setStep({ kind: "codes", codes: answer.backupCodes }),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      setStep({ kind: "idle" });
      await refreshSession();
    },
  });

  let body: ReactNode;
  if (step.kind === "codes") {
    body = <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} />;
  } else if (enable.data && !enabled) {
    body = (
      <Enrolment
        totpURI={enable.data.totpURI}
        onVerified={async () => {
          setStep({ kind: "codes", codes: enable.data.backupCodes });
          enable.reset();
          await refreshSession();
        }}
      />
    );
  } else if (step.kind === "confirm") {
    const mutation = { enable, codes, disable }[step.action];
    body = (
      <PasswordConfirm
        action={t(
          (
            {
              enable: "terms.continue",
              codes: "accounts.twoFactor.makeNewCodes",
              disable: "accounts.twoFactor.turnOff",
            } as const
          )[step.action],
        )}
        busy={mutation.isPending}
        error={mutation.error}
        onConfirm={(password) => mutation.mutate(password)}
      />
    );
  } else if (enabled) {
    body = (
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => setStep({ kind: "confirm", action: "codes" })}>
          {t("accounts.twoFactor.newCodes")}
        </Button>
        <Button variant="danger" onClick={() => setStep({ kind: "confirm", action: "disable" })}>
          {t("accounts.twoFactor.turnOff")}
        </Button>
      </div>
    );
  } else {
    body = (
      <Button className="self-start" onClick={() => setStep({ kind: "confirm", action: "enable" })}>
        {t("accounts.twoFactor.setUp")}
      </Button>
    );
  }

  return (
    <SecurityPanel id="two-factor-heading" title={t("accounts.twoFactor.title")}>
      <p role="status">{t(enabled ? "accounts.twoFactor.on" : "accounts.twoFactor.off")}</p>
      {body}
    </SecurityPanel>
  );
}
