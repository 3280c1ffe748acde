import { startServer, timeCalls } from "./_support.mjs";

const admin = {
  firstName: "Ada",
  lastName: "Admin",
  email: "admin@bench.test",
  password: "admin-pass-1",
  acceptTerms: true,
};

async function signUp(baseUrl, account) {
  const headers = { "content-type": "application/json", origin: baseUrl };
  await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(account),
  });
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return (method, url, body) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
}

async function workerWith(baseUrl, projects) {
  const call = await signUp(baseUrl, {
    firstName: "Łukasz",
    lastName: "Wójcik",
    email: `worker${projects}@bench.test`,
    password: "scaffold-99",
    acceptTerms: true,
  });
  for (const card of [
    "cscs-skilled-worker",
    "cpcs-competent-operator",
    "ipaf-pal",
    "pasma-towers-for-users",
  ]) {
    await call("POST", "/api/profile/skills-cards", {
      card_type: card,
      registration_number: `${card.toUpperCase()}-0042`,
      expiry_date: "2029-06-30",
    });
  }
  for (let index = 0; index < projects; index += 1) {
    await call("POST", "/api/projects", {
      name: `Site ${index + 1}`,
      company: "Northern Groundworks Ltd",
      role: "Groundworker",
      start_date: `${1990 + (index % 35)}-01-01`,
      end_date: `${1990 + (index % 35)}-12-31`,
      description: "Set out and laid drainage, kerbs and footings; read drawings; worked to the programme.",
    });
  }
  return call;
}

/** The CV page's data and its files, for a typical worker (6 projects) and a long history (40, cut to 2 pages). */
export async function run() {
  const server = await startServer({ ADMIN_EMAILS: admin.email, PUBLIC_URL: "http://127.0.0.1" });
  try {
    const asAdmin = await signUp(server.baseUrl, admin);
    await asAdmin("PATCH", "/api/admin/features/cvOptimizer", { state: "enabled" });
    for (const projects of [6, 40]) {
      const call = await workerWith(server.baseUrl, projects);
      for (const [label, url, count] of [
        ["GET /api/cv", "/api/cv", 100],
        ["PDF", "/api/cv/export/pdf", 20],
        ["Word", "/api/cv/export/docx", 20],
      ]) {
        const latency = await timeCalls(
          () => call("GET", url).then((response) => response.arrayBuffer()),
          count,
        );
        console.log(
          `${projects} projects: ${label.padEnd(12)} p50 ${latency.p50} ms  p95 ${latency.p95} ms  mean ${latency.mean} ms`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}
