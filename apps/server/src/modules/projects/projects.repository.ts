import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertBelowRecordLimit } from "../../db/quotas.ts";
import { projects } from "../../db/schema/projects.ts";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectValues = Omit<typeof projects.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

/** Timeline order: ongoing (no end date) first, then the latest start first. */
export async function listProjectsOfUser(db: Db, userId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(
      sql`${projects.endDate} is null desc`,
      desc(projects.startDate),
      desc(projects.createdAt),
      desc(projects.id),
    );
}

export async function findProjectOfUser(db: Db, id: string, userId: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row;
}

export async function insertProject(db: Db, userId: string, values: ProjectValues): Promise<ProjectRow> {
  await assertBelowRecordLimit(db, projects, projects.userId, userId, "projects");
  const [row] = await db
    .insert(projects)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error("insert into projects returned no row");
  return row;
}

export async function updateProjectOfUser(
  db: Db,
  id: string,
  userId: string,
  values: ProjectValues,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return row;
}

export async function deleteProjectOfUser(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Changes only a project's description (the CV builder's accepted wording); false when it is not theirs. */
export async function setProjectDescriptionOfUser(
  db: Db,
  id: string,
  userId: string,
  description: string | null,
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ description, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
