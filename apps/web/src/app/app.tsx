import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "../lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { AppBootstrap } from "./shell/app-bootstrap.tsx";

const initialize = async () => {};

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppBootstrap initialize={initialize}>
        <RouterProvider router={router} />
      </AppBootstrap>
    </QueryClientProvider>
  );
}
