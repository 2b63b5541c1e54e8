import type { WidgetModule } from "../../runtime/types.ts";
import {
  ALL_ROWS,
  infoText,
  lengthLabel,
  lengthMenu,
  nextDirection,
  pageButtons,
  pageWindow,
  rowMatches,
  type SortDirection,
  sortOrder,
  TABLE_PAGE_SIZE,
} from "./table.rules.ts";

/**
 * Adds DataTables' controls to the server's full table: "Show n entries" (W-MISC-01, W-MISC-02), a search box,
 * ordering by column (buttons in the headers, `aria-sort`), paging and the information line (a polite live
 * region). Rows are the server's `<tr>` elements, moved and hidden, never rebuilt from strings.
 */
interface TableOptions {
  search?: boolean;
  paging?: boolean;
  lengthMenu?: boolean;
  info?: boolean;
  ordering?: boolean;
  pageSize?: number;
  previous?: string;
  next?: string;
}

let instances = 0;

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-table]");
    const table = root?.querySelector("table");
    const body = table?.tBodies[0];
    if (!root || !table || !body) return undefined;
    let options: TableOptions = {};
    try {
      options = JSON.parse(root.dataset.table ?? "{}") as TableOptions;
    } catch {
      // The defaults below.
    }
    const id = `vitrine-table-${++instances}`;
    const rows = [...body.rows];
    const values = rows.map((row) => [...row.cells].map((cell) => cell.textContent?.trim() ?? ""));
    const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
    const pageSize = options.pageSize ?? TABLE_PAGE_SIZE;
    let length = options.paging === false ? ALL_ROWS : pageSize;
    let page = 0;
    let query = "";
    let order: number[] = rows.map((_row, index) => index);
    let sorted: { column: number; direction: SortDirection } | null = null;

    const top = make("div", "vitrine-table-toolbar dataTables_wrapper");
    const bottom = make("div", "vitrine-table-footer");
    const info = make("div", "dataTables_info vitrine-table-info");
    info.id = `${id}-info`;
    info.setAttribute("role", "status");
    info.setAttribute("aria-live", "polite");
    const pager = make("nav", "dataTables_paginate vitrine-table-paging");
    pager.setAttribute("aria-label", "Table pages");

    if (options.paging !== false && options.lengthMenu !== false) {
      const label = make("label", "dataTables_length vitrine-table-length");
      const select = make("select", "vitrine-table-select");
      select.name = `${id}-length`;
      for (const choice of lengthMenu(pageSize)) {
        const option = make("option", "", lengthLabel(choice));
        option.value = String(choice);
        option.selected = choice === length;
        select.append(option);
      }
      select.addEventListener("change", () => {
        length = Number(select.value);
        page = 0;
        render();
      });
      label.append("Show ", select, " entries");
      top.append(label);
    }
    if (options.search !== false) {
      const label = make("label", "dataTables_filter vitrine-table-search");
      const input = make("input", "vitrine-table-search-input");
      input.type = "search";
      input.name = `${id}-search`;
      input.setAttribute("aria-controls", table.id);
      input.addEventListener("input", () => {
        query = input.value;
        page = 0;
        render();
      });
      label.append("Search: ", input);
      top.append(label);
    }
    if (options.ordering !== false) {
      headers.forEach((header, column) => {
        const button = make("button", "vitrine-table-sort");
        button.type = "button";
        button.append(...header.childNodes);
        header.append(button);
        header.classList.add("sorting");
        button.addEventListener("click", () => {
          const direction = nextDirection(sorted?.column === column ? sorted.direction : null);
          sorted = { column, direction };
          order = sortOrder(values, column, direction);
          for (const index of order) {
            const row = rows[index];
            if (row) body.append(row);
          }
          headers.forEach((other, i) => {
            if (i === column) other.setAttribute("aria-sort", direction);
            else other.removeAttribute("aria-sort");
            other.classList.toggle("sorting_asc", i === column && direction === "ascending");
            other.classList.toggle("sorting_desc", i === column && direction === "descending");
          });
          render();
        });
      });
    }
    if (top.childElementCount > 0) root.prepend(top);
    if (options.info !== false) bottom.append(info);
    if (options.paging !== false) bottom.append(pager);
    if (bottom.childElementCount > 0) root.append(bottom);
    table.setAttribute("aria-describedby", info.id);

    const goTo = (target: number) => {
      page = target;
      render();
      pager.querySelector<HTMLButtonElement>("[aria-current=page]")?.focus();
    };
    const pagerButton = (label: string, target: number, disabled: boolean, current = false) => {
      const button = make(
        "button",
        `paginate_button${current ? " current" : ""}${disabled ? " disabled" : ""}`,
        label,
      );
      button.type = "button";
      button.disabled = disabled && !current;
      if (current) button.setAttribute("aria-current", "page");
      button.addEventListener("click", () => goTo(target));
      return button;
    };

    function render() {
      const matching = order.filter((index) => rowMatches(values[index] ?? [], query));
      const window = pageWindow(matching.length, length, page);
      page = window.page;
      const shown = new Set(matching.slice(window.start, window.end));
      rows.forEach((row, index) => {
        row.hidden = !shown.has(index);
      });
      info.textContent = infoText(window, matching.length, rows.length);
      pager.replaceChildren();
      if (options.paging === false) return;
      pager.append(pagerButton(options.previous || "Previous", page - 1, page === 0));
      for (const target of pageButtons(page, window.pages)) {
        if (target === null) pager.append(make("span", "ellipsis", "…"));
        else {
          const button = pagerButton(String(target + 1), target, false, target === page);
          button.setAttribute("aria-label", `Page ${target + 1}`);
          pager.append(button);
        }
      }
      pager.append(pagerButton(options.next || "Next", page + 1, page >= window.pages - 1));
    }

    root.classList.add("vitrine-table--live");
    render();
    return undefined;
  },
};

export default module;
