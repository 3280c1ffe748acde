import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

interface NotionCall {
  path: string;
  authorization: string | undefined;
  body: {
    parent?: { database_id?: string };
    properties?: Record<string, { title?: Array<{ text: { content: string } }>; select?: { name: string } }>;
  };
}

/** A stand-in for api.notion.com on 127.0.0.1: records each page created; answers `status` (200 or a failure). */
export async function startFakeNotion() {
  const fake = {
    baseUrl: "",
    calls: [] as NotionCall[],
    status: 200,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      fake.calls.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(raw || "{}"),
      });
      response.writeHead(fake.status, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          fake.status === 200
            ? { object: "page", id: `page-${fake.calls.length}` }
            : {
                object: "error",
                status: fake.status,
                code: "internal_server_error",
                message: "Notion is down",
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
