import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { type ReactNode, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { registerGateMarkingDefaults } from "../features/wallet/api/set-gate-marking.ts";
import {
  createOfflinePersister,
  isKeptOffline,
  offlineCopyMaxAgeMs,
  offlineCopyVersion,
} from "../lib/offline-copy.ts";
import { PaintedFromServerContext } from "../lib/painted-from-server.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { serverRecovery } from "../lib/server-recovery.ts";
import { createAppRouter } from "./router.tsx";
import { AppBootstrap } from "./shell/app-bootstrap.tsx";

const initialize = async () => {};

function createAppQueryClient() {
  const queryClient = createQueryClient();
  registerGateMarkingDefaults(queryClient);
  // Back from reconnecting: every page asks for its data again instead of staying on its error.
  serverRecovery.onRecovered(() => void queryClient.invalidateQueries());
  return queryClient;
}

/**
 * The start-up screen and the page, the same on the server (prerendering) and in the browser. A page painted
 * from prerendered HTML skips the start-up screen, so the first render in the browser matches what is on screen.
 */
export function AppFrame({
  paintedFromServer,
  children,
}: {
  paintedFromServer: boolean;
  children: ReactNode;
}) {
  return (
    <PaintedFromServerContext value={paintedFromServer}>
      <AppBootstrap initialize={initialize} initiallyReady={paintedFromServer}>
        {children}
      </AppBootstrap>
    </PaintedFromServerContext>
  );
}

/**
 * The signed-in state and the wallet are kept on the device (IndexedDB), so a start with no signal opens the
 * wallet; writes still queued when the app closed are sent once the copy is back.
 */
export function App({ paintedFromServer = false }: { paintedFromServer?: boolean }) {
  const [queryClient] = useState(createAppQueryClient);
  const [persister] = useState(createOfflinePersister);
  const [router] = useState(createAppRouter);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: offlineCopyMaxAgeMs,
        buster: offlineCopyVersion,
        dehydrateOptions: {
          shouldDehydrateQuery: isKeptOffline,
          shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
        },
      }}
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      <AppFrame paintedFromServer={paintedFromServer}>
        <RouterProvider router={router} />
      </AppFrame>
    </PersistQueryClientProvider>
  );
}
