// Runs the API server (restarting on change) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from "node:child_process";

const processes = [
  spawn("npm", ["run", "dev", "-w", "@siteready/server"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", LOG_LEVEL: "debug", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "@siteready/web"], { stdio: "inherit", env: process.env }),
];

const stopAll = () => {
  for (const child of processes) child.kill("SIGTERM");
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of processes) {
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
