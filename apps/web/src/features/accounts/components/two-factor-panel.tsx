import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { sessionQueryKey, useSession } from "../../../lib/session/session.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  verifyAuthenticatorCode,
} from "../api/account-security.ts";
import { ActionForm, ActionProblem, SecurityPanel } from "./security-panel.tsx";

function downloadCodes(codes: string[]) {
  const text = [
    "SiteReady recovery codes. Each works once. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
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
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium">
        Save these recovery codes. Each one signs you in once if you lose your phone. They are not shown
        again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row print:hidden">
        <Button variant="secondary" onClick={() => downloadCodes(codes)}>
          <Download aria-hidden="true" className="size-5" />
          Download
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

/** Turning on: the QR code (and the key to type in), then a code to prove the app has it. */
function Enrolment({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  const qrCode = useQrCode(totpURI);
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const [code, setCode] = useState("");
  const verify = useMutation({
    mutationFn: () => verifyAuthenticatorCode(code.trim()),
    onSuccess: onVerified,
  });
  return (
    <ActionForm onSubmit={() => verify.mutate()}>
      <p>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…).
      </p>
      {qrCode ? (
        <img
          src={qrCode}
          alt="QR code to add SiteReady to your authenticator app"
          className="size-56 self-center bg-white"
        />
      ) : null}
      <p className="text-sm">
        Can't scan it? Type this key into the app instead:{" "}
        <code data-testid="totp-secret" className="break-all font-mono">
          {secret}
        </code>
      </p>
      <TextField
        label="6-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <ActionProblem error={verify.error} />
      <Button type="submit" busy={verify.isPending} className="self-start">
        Turn on two-factor
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
  const [password, setPassword] = useState("");
  return (
    <ActionForm onSubmit={() => onConfirm(password || undefined)}>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        hint="Leave it empty if you sign in with Google or another provider."
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
        action={
          { enable: "Continue", codes: "Make new recovery codes", disable: "Turn off two-factor" }[
            step.action
          ]
        }
        busy={mutation.isPending}
        error={mutation.error}
        onConfirm={(password) => mutation.mutate(password)}
      />
    );
  } else if (enabled) {
    body = (
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => setStep({ kind: "confirm", action: "codes" })}>
          New recovery codes
        </Button>
        <Button variant="danger" onClick={() => setStep({ kind: "confirm", action: "disable" })}>
          Turn off two-factor
        </Button>
      </div>
    );
  } else {
    body = (
      <Button className="self-start" onClick={() => setStep({ kind: "confirm", action: "enable" })}>
        Set up two-factor
      </Button>
    );
  }

  return (
    <SecurityPanel id="two-factor-heading" title="Two-factor authentication">
      <p role="status">
        {enabled
          ? "On. Signing in on a new device, and showing bank or tax details, asks for a code from your authenticator app."
          : "Off. Add a code from an authenticator app to your password, so a stolen password is not enough."}
      </p>
      {body}
    </SecurityPanel>
  );
}
