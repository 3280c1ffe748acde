// The throwaway feature of the walk-through (docs/architecture.md, "Adding a feature"): site notes, short notes a
// worker keeps about the sites they work on. Every layer a real feature has, written the way the walk-through
// says: the domain area (schema, contract, words in five languages), the server module (routes, service,
// repository, personal data, a table), the web feature and its page. `addSiteNotes` writes the new files and
// makes the edits the walk-through names, and nothing else; scripts/feature-walkthrough.mjs counts them.
import fs from "node:fs";
import path from "node:path";

/** Adds `text` after the first occurrence of `anchor` in the file; fails when the anchor is gone. */
function insertAfter(root, file, anchor, text) {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, "utf8");
  const at = source.indexOf(anchor);
  if (at === -1)
    throw new Error(`${file} no longer holds "${anchor}": update the walk-through and its script`);
  fs.writeFileSync(full, source.slice(0, at + anchor.length) + text + source.slice(at + anchor.length));
}

function write(root, file, text) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** The page's words in each language; the schema's messages are the English the schema writes. */
const words = {
  en: {
    title: "Site notes",
    intro: "Short notes about the sites you work on: gate codes, parking, who to ask.",
    text: "Note",
    add: "Add note",
    delete: "Delete note",
    empty: "No notes yet.",
    required: "Write the note first",
    tooLong: "Keep the note to 500 characters",
  },
  pl: {
    title: "Notatki z budowy",
    intro: "Krótkie notatki o budowach, na których pracujesz: kody do bramy, parking, do kogo się zwrócić.",
    text: "Notatka",
    add: "Dodaj notatkę",
    delete: "Usuń notatkę",
    empty: "Nie ma jeszcze notatek.",
    required: "Najpierw wpisz notatkę",
    tooLong: "Notatka może mieć najwyżej 500 znaków",
  },
  ro: {
    title: "Note de șantier",
    intro: "Note scurte despre șantierele unde lucrezi: coduri de poartă, parcare, pe cine să întrebi.",
    text: "Notă",
    add: "Adaugă nota",
    delete: "Șterge nota",
    empty: "Nicio notă încă.",
    required: "Scrie mai întâi nota",
    tooLong: "Nota poate avea cel mult 500 de caractere",
  },
  lt: {
    title: "Objekto užrašai",
    intro: "Trumpi užrašai apie objektus, kuriuose dirbate: vartų kodai, stovėjimas, į ką kreiptis.",
    text: "Užrašas",
    add: "Pridėti užrašą",
    delete: "Ištrinti užrašą",
    empty: "Užrašų dar nėra.",
    required: "Pirmiausia parašykite užrašą",
    tooLong: "Užrašas gali būti ne ilgesnis nei 500 simbolių",
  },
  bg: {
    title: "Бележки за обекти",
    intro:
      "Кратки бележки за обектите, на които работите: кодове за входа, паркиране, към кого да се обърнете.",
    text: "Бележка",
    add: "Добави бележка",
    delete: "Изтрий бележката",
    empty: "Все още няма бележки.",
    required: "Първо напишете бележката",
    tooLong: "Бележката може да е до 500 знака",
  },
};

function messagesFile(language) {
  const w = words[language];
  const entries = [
    ["siteNotes.page.title", w.title],
    ["siteNotes.page.intro", w.intro],
    ["siteNotes.text", w.text],
    ["siteNotes.add", w.add],
    ["siteNotes.delete", w.delete],
    ["siteNotes.empty", w.empty],
    ["siteNotes.required", w.required],
    ["siteNotes.tooLong", w.tooLong],
  ]
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
    .join("");
  return language === "en"
    ? `/** Site notes: the page, its form, and the schema's messages as it writes them. */\nexport const messages = {\n${entries}};\n`
    : `import type { Translation } from "../../i18n/translation.ts";\nimport type { messages as english } from "./en.ts";\n\nexport const messages: Translation<typeof english> = {\n${entries}};\n`;
}

const domainFiles = {
  "packages/domain/src/site-notes/site-note.ts": `import { z } from "zod";

/** The most characters one note may hold. */
const SITE_NOTE_MAX_LENGTH = 500;

export const siteNoteInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "${words.en.required}")
    .max(SITE_NOTE_MAX_LENGTH, "${words.en.tooLong}"),
});
export type SiteNoteInput = z.infer<typeof siteNoteInputSchema>;

export const siteNoteViewSchema = z.object({ id: z.string(), text: z.string(), created_at: z.string() });
export type SiteNoteView = z.infer<typeof siteNoteViewSchema>;

export const siteNoteListSchema = z.object({ notes: z.array(siteNoteViewSchema) });
`,
  "packages/domain/src/site-notes/contract.ts": `import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { siteNoteInputSchema, siteNoteListSchema, siteNoteViewSchema } from "./site-note.ts";

const tags = ["site notes"] as const;
const access = { level: "signed-in", feature: "siteNotes" } as const;

/** Site notes: short notes a worker keeps about the sites they work on. */
export const siteNotesEndpoints = {
  list: {
    method: "GET",
    path: "/api/site-notes",
    summary: "My site notes, newest first",
    tags,
    access,
    response: siteNoteListSchema,
  },
  create: {
    method: "POST",
    path: "/api/site-notes",
    summary: "Add a site note",
    tags,
    access,
    body: siteNoteInputSchema,
    response: siteNoteViewSchema,
    status: 201,
  },
  remove: {
    method: "DELETE",
    path: "/api/site-notes/:id",
    summary: "Delete one of my site notes",
    tags,
    access,
    params: z.object({ id: z.string() }),
  },
} as const satisfies Record<string, Endpoint>;
`,
  "packages/domain/src/site-notes/index.ts": `export * from "./contract.ts";\nexport * from "./site-note.ts";\n`,
  ...Object.fromEntries(
    Object.keys(words).map((language) => [
      `packages/domain/src/site-notes/messages/${language}.ts`,
      messagesFile(language),
    ]),
  ),
};

const serverFiles = {
  "apps/server/src/db/schema/site-notes.ts": `import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ownedBy, timestamps } from "./columns.ts";

export const siteNotes = pgTable(
  "site_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    text: text().notNull(),
    ...timestamps(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
`,
  "apps/server/src/modules/site-notes/site-notes.repository.ts": `import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertBelowRecordLimit } from "../../db/quotas.ts";
import { siteNotes } from "../../db/schema/site-notes.ts";

export type SiteNoteRow = typeof siteNotes.$inferSelect;

export function listSiteNotesOfUser(db: Db, userId: string): Promise<SiteNoteRow[]> {
  return db
    .select()
    .from(siteNotes)
    .where(eq(siteNotes.userId, userId))
    .orderBy(desc(siteNotes.createdAt), desc(siteNotes.id));
}

export async function insertSiteNote(db: Db, userId: string, text: string): Promise<SiteNoteRow> {
  await assertBelowRecordLimit(db, siteNotes, siteNotes.userId, userId, "site notes");
  const [row] = await db.insert(siteNotes).values({ userId, text }).returning();
  if (!row) throw new Error("insert into site_notes returned no row");
  return row;
}

export async function deleteSiteNoteOfUser(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(siteNotes)
    .where(and(eq(siteNotes.id, id), eq(siteNotes.userId, userId)))
    .returning({ id: siteNotes.id });
  return rows.length > 0;
}
`,
  "apps/server/src/modules/site-notes/site-notes.service.ts": `import type { SiteNoteInput, SiteNoteView } from "@siteready/domain/site-notes";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import {
  deleteSiteNoteOfUser,
  insertSiteNote,
  listSiteNotesOfUser,
  type SiteNoteRow,
} from "./site-notes.repository.ts";

export const siteNoteView = (row: SiteNoteRow): SiteNoteView => ({
  id: row.id,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/** A worker's site notes: every read and write is scoped to the owner, so another's note is a 404. */
export function createSiteNotesService(db: Db) {
  return {
    list: async (userId: string) => (await listSiteNotesOfUser(db, userId)).map(siteNoteView),
    create: async (input: SiteNoteInput, userId: string) =>
      siteNoteView(await insertSiteNote(db, userId, input.text)),
    async remove(id: string, userId: string) {
      assertRecordId(id);
      if (!(await deleteSiteNoteOfUser(db, id, userId))) throw notFound();
    },
  };
}
`,
  "apps/server/src/modules/site-notes/site-notes.routes.ts": `import { siteNotesEndpoints } from "@siteready/domain/site-notes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { createSiteNotesService } from "./site-notes.service.ts";

/** Site notes: the routes of \`siteNotesEndpoints\`. */
export const siteNotesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const notes = createSiteNotesService(db);

  registerEndpoint(app, siteNotesEndpoints.list, async ({ request }) => ({
    notes: await notes.list(signedInUser(request).id),
  }));

  registerEndpoint(app, siteNotesEndpoints.create, async ({ body, request }) =>
    notes.create(body, signedInUser(request).id),
  );

  registerEndpoint(app, siteNotesEndpoints.remove, async ({ params, request }) =>
    notes.remove(params.id, signedInUser(request).id),
  );
};
`,
  "apps/server/src/modules/site-notes/site-notes.personal-data.ts": `import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listSiteNotesOfUser } from "./site-notes.repository.ts";
import { siteNoteView } from "./site-notes.service.ts";

export const siteNotesPersonalData: PersonalDataPart = {
  module: "site-notes",
  columns: [column("site_notes", "user_id", "site_notes", "cascade")],
  async exportOf(db, userId) {
    return { site_notes: (await listSiteNotesOfUser(db, userId)).map(siteNoteView) };
  },
  growth: { site_notes: { limit: \`\${RECORDS_PER_TYPE_LIMIT} per user\` } },
};
`,
  "apps/server/src/modules/site-notes/site-notes.module.ts": `import type { ServerModule } from "../server-module.ts";
import { siteNotesPersonalData } from "./site-notes.personal-data.ts";
import { siteNotesRoutes } from "./site-notes.routes.ts";

export const siteNotesModule: ServerModule = {
  name: "site-notes",
  register: (app, { db }) => app.register(siteNotesRoutes, { db }),
  personalData: [siteNotesPersonalData],
};
`,
  "apps/server/src/modules/site-notes/site-notes.routes.test.ts": `import type { SiteNoteView } from "@siteready/domain/site-notes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

describe("site notes", () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  const call = (user: User | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(() => testApp.close());

  it("keeps a worker's notes, newest first, for that worker only", async () => {
    expect((await call(owner, "POST", "/api/site-notes", { text: "Gate code 4711" })).statusCode).toBe(201);
    const second = await call(owner, "POST", "/api/site-notes", { text: "  Park behind the cabins  " });
    expect(second.json()).toMatchObject({ text: "Park behind the cabins" });
    const mine = (await call(owner, "GET", "/api/site-notes")).json() as { notes: SiteNoteView[] };
    expect(mine.notes.map((note) => note.text)).toEqual(["Park behind the cabins", "Gate code 4711"]);
    expect((await call(other, "GET", "/api/site-notes")).json()).toEqual({ notes: [] });
  });

  it("refuses an empty note in the schema's words", async () => {
    const response = await call(owner, "POST", "/api/site-notes", { text: "   " });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("${words.en.required}");
  });

  it("deletes only the owner's note: another's is a 404", async () => {
    const note = (await call(owner, "POST", "/api/site-notes", { text: "Toolbox talk at 7" })).json() as SiteNoteView;
    expect((await call(other, "DELETE", \`/api/site-notes/\${note.id}\`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", \`/api/site-notes/\${note.id}\`)).statusCode).toBe(204);
    expect((await call(null, "GET", "/api/site-notes")).statusCode).toBe(401);
  });
});
`,
};

const webFiles = {
  "apps/web/src/features/site-notes/api/site-notes.ts": `import { type SiteNoteInput, type SiteNoteView, siteNotesEndpoints } from "@siteready/domain/site-notes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const siteNotesQueryOptions = queryOptions({
  queryKey: ["site-notes"],
  queryFn: async ({ signal }): Promise<SiteNoteView[]> =>
    (await callEndpoint(siteNotesEndpoints.list, {}, { signal })).notes,
});

/** My site notes, newest first. */
export function useSiteNotes() {
  return useQuery(siteNotesQueryOptions);
}

/** Adds a note (never retried: a repeat would add it twice); the list shows it at once. */
export function useAddSiteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id?: string | undefined; input: SiteNoteInput }) =>
      callEndpoint(siteNotesEndpoints.create, { body: input }),
    onSuccess: (note) =>
      queryClient.setQueryData(siteNotesQueryOptions.queryKey, (notes) => [note, ...(notes ?? [])]),
  });
}

export function useDeleteSiteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(siteNotesEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(siteNotesQueryOptions.queryKey, (notes) => notes?.filter((note) => note.id !== id)),
  });
}
`,
  "apps/web/src/features/site-notes/components/site-note-board.tsx": `import { siteNoteInputSchema } from "@siteready/domain/site-notes";
import { Button } from "../../../components/ui/button.tsx";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useAddSiteNote, useDeleteSiteNote, useSiteNotes } from "../api/site-notes.ts";

/** The worker's site notes, newest first, under a form to add one. */
export function SiteNoteBoard() {
  const { t } = useT();
  const notes = useSiteNotes();
  const add = useAddSiteNote();
  const remove = useDeleteSiteNote();
  const { form, field, submit } = useSaveForm({
    schema: siteNoteInputSchema,
    defaultValues: { text: "" },
    save: add,
    id: undefined,
    fields: ["text"],
    onSaved: () => form.reset(),
  });
  return (
    <div className="flex flex-col gap-6">
      <SaveForm
        label={t("siteNotes.add")}
        onSubmit={submit}
        submitLabel={t("siteNotes.add")}
        save={add}
        onCancel={() => form.reset()}
      >
        <TextareaField label={t("siteNotes.text")} rows={3} {...field("text")} />
      </SaveForm>
      {notes.data?.length === 0 ? <p>{t("siteNotes.empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {notes.data?.map((note) => (
          <li key={note.id} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <Button variant="secondary" onClick={() => remove.mutate(note.id)}>
              {t("siteNotes.delete")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
`,
  "apps/web/src/app/routes/site-notes.tsx": `import { FeaturePage } from "../../components/feature-page.tsx";
import { SiteNoteBoard } from "../../features/site-notes/components/site-note-board.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /site-notes: short notes about the sites the worker works on. */
export function SiteNotesPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("siteNotes.page.title")} intro={t("siteNotes.page.intro")} width="2xl">
      <SiteNoteBoard />
    </FeaturePage>
  );
}
`,
  "apps/web/src/app/routes/site-notes.route.ts": `import { NotebookPen } from "lucide-react";
import type { PageDeclaration } from "../route-table.tsx";

export default {
  path: "/site-notes",
  titleKey: "siteNotes.page.title",
  access: "protected",
  feature: "siteNotes",
  icon: NotebookPen,
  page: () => import("./site-notes.tsx").then((page) => page.SiteNotesPage),
  areas: ["site-notes"],
} satisfies PageDeclaration;
`,
  "apps/web/src/app/routes/site-notes.test.tsx": `import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../test-support/fetch-stubs.ts";
import { renderAt } from "../../test-support/render.tsx";
import { SiteNotesPage } from "./site-notes.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the site notes page", () => {
  it("shows my notes and adds one", async () => {
    const added = { id: "note-2", text: "Park behind the cabins", created_at: "2026-12-06T08:00:00Z" };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(201, added));
    renderAt(<SiteNotesPage />, "/site-notes", [
      [["site-notes"], [{ id: "note-1", text: "Gate code 4711", created_at: "2026-12-05T08:00:00Z" }]],
    ]);
    expect(await screen.findByText("Gate code 4711")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Park behind the cabins" } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Park behind the cabins")).toBeTruthy();
    expect(sentBody(fetchSpy, 0)).toEqual({ text: "Park behind the cabins" });
  });
});
`,
};

const docsFiles = {
  "docs/features/site-notes.md": `# Site notes

Short notes a worker keeps about the sites they work on (gate codes, parking, who to ask), newest first, at
\`/site-notes\` (Tools & Features). Only the worker sees them; they are in the data export and go with the account.
`,
};

/** Writes the feature's files into the copy at `root` and makes the walk-through's edits to existing files. */
export function addSiteNotes(root) {
  for (const [file, text] of Object.entries({ ...domainFiles, ...serverFiles, ...webFiles, ...docsFiles }))
    write(root, file, text);

  // 1. The feature catalogue: its key (the sidebar follows the keys' order) and its entry with its sidebar place.
  insertAfter(root, "packages/domain/src/features/features.ts", '  "renewals",\n', '  "siteNotes",\n');
  insertAfter(
    root,
    "packages/domain/src/features/features.ts",
    "const seeds: Record<FeatureKey, EntrySeed> = {\n",
    `  siteNotes: {
    state: "enabled",
    tier: "free",
    path: "/site-notes",
    title: "${words.en.title}",
    titleKey: "siteNotes.page.title",
    description: "${words.en.intro}",
    descriptionKey: "siteNotes.page.intro",
    sidebar: [{ in: "tools", label: "${words.en.title}", labelKey: "siteNotes.page.title" }],
  },
`,
  );
  // 2. The area's words join the catalogue.
  insertAfter(
    root,
    "packages/domain/src/i18n/areas.ts",
    'import { messages as skillsCards } from "../skills-cards/messages/en.ts";\n',
    'import { messages as siteNotes } from "../site-notes/messages/en.ts";\n',
  );
  insertAfter(root, "packages/domain/src/i18n/areas.ts", "  email,\n", '  "site-notes": siteNotes,\n');
  // 3. The server's list of modules.
  insertAfter(
    root,
    "apps/server/src/server-modules.ts",
    'import { sharingModule } from "./modules/sharing/sharing.module.ts";\n',
    'import { siteNotesModule } from "./modules/site-notes/site-notes.module.ts";\n',
  );
  insertAfter(root, "apps/server/src/server-modules.ts", "  projectsModule,\n", "  siteNotesModule,\n");
  // 4. README's "What works". (5: drizzle-kit's journal, edited by `npm run db:generate`.)
  insertAfter(
    root,
    "README.md",
    "| feature | what it is |\n| --- | --- |\n",
    "| [Site notes](docs/features/site-notes.md) | Short notes about the sites a worker works on |\n",
  );

  return {
    name: "Site notes",
    lintPaths: Object.keys({ ...domainFiles, ...serverFiles, ...webFiles }),
    tests: [
      "packages/domain/src/entry-points.test.ts",
      "packages/domain/src/i18n",
      "apps/server/src/modules/site-notes",
      "apps/server/src/route-access.test.ts",
      "apps/server/src/user-growth.test.ts",
      "apps/server/src/modules/profile/personal-data.test.ts",
      "apps/server/src/import-layers.test.ts",
      "apps/web/src/app/routes/site-notes.test.tsx",
      "apps/web/src/app/route-conformance.test.tsx",
      "apps/web/src/app/route-table.test.tsx",
      "apps/web/src/app/route-areas.test.ts",
    ],
  };
}
