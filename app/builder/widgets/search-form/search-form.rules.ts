/** W-SEARCH-03: a search with nothing but white space in its field goes nowhere (no request, no navigation). */
export function isEmptySearch(value: string): boolean {
  return value.trim() === "";
}
