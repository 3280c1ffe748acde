/** What a test needs of the suite server its worker uses; global-setup starts one per worker. */
export interface SuiteServer {
  baseUrl: string;
  dataDir: string;
  smtpInbox: string;
}
/**
 * Points the suite's environment (E2E_BASE_URL, E2E_DATA_DIR, E2E_SMTP_INBOX: what the specs and support files
 * read) at `server`.
 */
export function useSuiteServer(server: SuiteServer) {
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SMTP_INBOX = server.smtpInbox;
}

/**
 * In a Playwright worker (the config is read again in each one, after global-setup has started the servers): the
 * suite server of this worker's slot, TEST_PARALLEL_INDEX, which no other worker uses while this one runs, so
 * the spec files one worker runs one after another are the only ones on its server, as they were when every
 * journey ran in one worker. The environment is pointed at it. Outside a worker: undefined, nothing changed.
 */
export function suiteServerOfThisWorker(): SuiteServer | undefined {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]") as SuiteServer[];
  const slot = process.env.TEST_PARALLEL_INDEX;
  const server = slot === undefined ? undefined : servers[Number(slot) % servers.length];
  if (server) useSuiteServer(server);
  return server;
}
