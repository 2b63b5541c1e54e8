import { z } from "zod";

/**
 * Row ids are PostgreSQL `integer` (serial) columns: 1 … 2³¹−1. A number outside that range is not
 * an id of anything and would make the query itself fail ("out of range for type integer"), so every
 * id read from a request goes through this schema and a larger one is simply not found (or a 400).
 */
export const MAX_DATABASE_ID = 2_147_483_647;

/** An id as a request carries it (text or number): a whole number from 1 to 2³¹−1. */
export const databaseId = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);

/** The id written as plain decimal digits in a path segment, or null. */
export function databaseIdFromText(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DATABASE_ID ? id : null;
}
