import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useFormatDateTime } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { devicesQuery, signOutDevice, signOutOtherDevices } from "../api/account-security.ts";
import { ActionProblem, SecurityPanel } from "./security-panel.tsx";

/** Where the account is signed in, with sign-out per device and for every other device at once. */
export function DevicesPanel() {
  const { t } = useT();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey });
  const signOut = useMutation({ mutationFn: signOutDevice, onSuccess: refresh });
  const signOutOthers = useMutation({ mutationFn: signOutOtherDevices, onSuccess: refresh });
  const others = devices.data?.filter((device) => !device.current) ?? [];
  return (
    <SecurityPanel id="devices-heading" title={t("accounts.devices.title")}>
      <ul aria-label={t("accounts.devices.title")} className="flex flex-col gap-3">
        {devices.data?.map((device) => {
          const label = t("accounts.devices.device", {
            browser: device.browser ?? t("accounts.devices.unknownBrowser"),
            os: device.os ?? t("accounts.devices.unknownSystem"),
          });
          return (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3"
            >
              <div>
                <p className="font-medium">
                  {label}
                  {device.current ? (
                    <span className="ml-2 text-sm text-muted">{t("accounts.devices.thisDevice")}</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {t("accounts.devices.times", {
                    signedIn: formatDateTime(Date.parse(device.signed_in_at)),
                    lastActive: formatDateTime(Date.parse(device.last_active_at)),
                  })}
                </p>
              </div>
              {device.current ? null : (
                <Button
                  variant="secondary"
                  busy={signOut.isPending && signOut.variables === device.id}
                  onClick={() => signOut.mutate(device.id)}
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  {t("accounts.signOut")}
                  <span className="sr-only"> {label}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ActionProblem error={devices.error ?? signOut.error ?? signOutOthers.error} />
      {others.length > 0 ? (
        <Button
          variant="danger"
          className="self-start"
          busy={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          {t("accounts.devices.signOutOthers")}
        </Button>
      ) : null}
    </SecurityPanel>
  );
}
