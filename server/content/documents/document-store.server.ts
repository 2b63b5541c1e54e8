import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { contentDocuments, contentDocumentTerms, contentRevisions } from "../../db/schema.ts";

/**
 * Writing documents with their history: a document whose versioned fields are unchanged is left alone (no
 * write, no revision); a changed one keeps its previous version in `content_revisions` and counts up.
 */

/** A document's versioned fields: its row less identity and bookkeeping, plus its blog term ids. */
export type DocumentFields = Omit<
  typeof contentDocuments.$inferSelect,
  "id" | "path" | "version" | "contentHash" | "source" | "createdAt" | "updatedAt"
> & {
  /** Blog term ids, part of the version (moving a post to another category is a change). */
  termIds: number[];
};

/** JSON with object keys sorted, so equal values always hash alike (jsonb does not keep key order). */
function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function documentHash(fields: DocumentFields): string {
  return createHash("sha256")
    .update(stableJson({ ...fields, termIds: [...fields.termIds].sort((a, b) => a - b) }))
    .digest("hex");
}

/** The versioned fields as a revision keeps them (dates as ISO strings). */
function snapshotOf(row: typeof contentDocuments.$inferSelect, termIds: number[]): Record<string, unknown> {
  const { id, version, contentHash, source, createdAt, updatedAt, path, ...fields } = row;
  return JSON.parse(stableJson({ ...fields, termIds })) as Record<string, unknown>;
}

export type WriteOutcome = "created" | "updated" | "unchanged";

export interface DocumentWrite {
  /** Keep this id (a WordPress post id); null lets the database choose. */
  id: number | null;
  fields: DocumentFields;
  path: string | null;
  source: string;
}

/** Creates or updates one document; returns its id and what happened. */
export async function writeDocument(
  db: Executor,
  write: DocumentWrite,
  existingId: number | null = write.id,
): Promise<{ id: number; outcome: WriteOutcome }> {
  const hash = documentHash(write.fields);
  const { termIds, ...columns } = write.fields;
  const [existing] =
    existingId === null
      ? []
      : await db.select().from(contentDocuments).where(eq(contentDocuments.id, existingId));
  if (!existing) {
    const [inserted] = await db
      .insert(contentDocuments)
      .values({
        ...(write.id === null ? {} : { id: write.id }),
        ...columns,
        path: write.path,
        contentHash: hash,
        source: write.source,
      })
      .returning({ id: contentDocuments.id });
    if (!inserted) throw new Error("document insert returned no row");
    await replaceTerms(db, inserted.id, termIds);
    return { id: inserted.id, outcome: "created" };
  }
  if (existing.contentHash === hash) {
    if (existing.path !== write.path)
      await db.update(contentDocuments).set({ path: write.path }).where(eq(contentDocuments.id, existing.id));
    return { id: existing.id, outcome: "unchanged" };
  }
  const previousTerms = await db
    .select({ termId: contentDocumentTerms.termId })
    .from(contentDocumentTerms)
    .where(eq(contentDocumentTerms.documentId, existing.id));
  await db.insert(contentRevisions).values({
    documentId: existing.id,
    version: existing.version,
    snapshot: snapshotOf(
      existing,
      previousTerms.map((row) => row.termId).sort((a, b) => a - b),
    ),
    source: existing.source,
  });
  await db
    .update(contentDocuments)
    .set({
      ...columns,
      path: write.path,
      contentHash: hash,
      source: write.source,
      version: existing.version + 1,
      updatedAt: sql`now()`,
    })
    .where(eq(contentDocuments.id, existing.id));
  await replaceTerms(db, existing.id, termIds);
  return { id: existing.id, outcome: "updated" };
}

async function replaceTerms(db: Executor, documentId: number, termIds: number[]) {
  await db.delete(contentDocumentTerms).where(eq(contentDocumentTerms.documentId, documentId));
  if (termIds.length > 0)
    await db
      .insert(contentDocumentTerms)
      .values([...new Set(termIds)].map((termId) => ({ documentId, termId })));
}

/** After rows were inserted with explicit ids, the serial must continue above them. */
export async function moveSequencePast(
  db: Executor,
  table: "content_documents" | "content_terms" | "content_menus",
) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
    ),
  );
}

export async function documentIdsPresent(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(inArray(contentDocuments.id, ids));
  return new Set(rows.map((row) => row.id));
}
