import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { formatDateTime } from "../../../components/draft-banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { devicesQuery, signOutDevice, signOutOtherDevices } from "../api/account-security.ts";
import { ActionProblem, SecurityPanel } from "./security-panel.tsx";

/** Where the account is signed in, with sign-out per device and for every other device at once. */
export function DevicesPanel() {
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey });
  const signOut = useMutation({ mutationFn: signOutDevice, onSuccess: refresh });
  const signOutOthers = useMutation({ mutationFn: signOutOtherDevices, onSuccess: refresh });
  const others = devices.data?.filter((device) => !device.current) ?? [];
  return (
    <SecurityPanel id="devices-heading" title="Signed-in devices">
      <ul aria-label="Signed-in devices" className="flex flex-col gap-3">
        {devices.data?.map((device) => {
          const label = `${device.browser} on ${device.os}`;
          return (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3"
            >
              <div>
                <p className="font-medium">
                  {label}
                  {device.current ? <span className="ml-2 text-sm text-muted">(this device)</span> : null}
                </p>
                <p className="text-sm text-muted">
                  Signed in {formatDateTime(Date.parse(device.signed_in_at))} · last active{" "}
                  {formatDateTime(Date.parse(device.last_active_at))}
                </p>
              </div>
              {device.current ? null : (
                <Button
                  variant="secondary"
                  busy={signOut.isPending && signOut.variables === device.id}
                  onClick={() => signOut.mutate(device.id)}
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  Sign out<span className="sr-only"> {label}</span>
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
          Sign out everywhere else
        </Button>
      ) : null}
    </SecurityPanel>
  );
}
