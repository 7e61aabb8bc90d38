import { useState } from "react";
import { CopyPromotionForm } from "./list/CopyPromotionForm";
import { PromotionTable } from "./list/PromotionTable";
import { STATE_NAMES } from "./list/stateNames";
import { usePromotionPage, type PromotionState } from "./list/usePromotionPage";

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

/**
 * Every promotion, those stored but not served yet too (a new copy, until the server is given its folder): searched
 * as you type (code, address, brand or name), filtered by state, sorted by a column and paged, all on the server; how
 * many were found is announced (a polite live region). A new promotion is made from a copy of an existing one.
 */
export function PromotionList() {
  const { query, answer, failure, change, reload } = usePromotionPage();
  // What is typed is shown at once; the address (and the question to the server) follows it.
  const [typed, setTyped] = useState(query.q);
  const rows = answer?.promotions;
  const first =
    answer && answer.total ? (answer.page - 1) * answer.pageSize + 1 : 0;
  const last = answer
    ? first + answer.promotions.length - Math.min(1, first)
    : 0;
  const found = answer
    ? answer.total === 0
      ? "No promotion found. Try other words or another state."
      : `${plural(answer.total, "promotion", "promotions")} found${answer.pages > 1 ? `, showing ${first} to ${last} (page ${answer.page} of ${answer.pages})` : ""}.`
    : "";
  const goTo = (page: number) => {
    change({
      q: typed,
      state: query.state,
      sort: query.sort,
      order: query.order,
      page,
    });
    document.getElementById("promotions-found")?.focus();
  };
  return (
    <>
      <h1>Promotions</h1>
      <form
        className="filters list-filters"
        role="search"
        aria-label="Promotions"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label className="label" htmlFor="promotion-search">
            Search promotions
          </label>
          <p className="hint" id="promotion-search-hint">
            By code, address, brand or name, as you type
          </p>
          <input
            className="input"
            id="promotion-search"
            type="search"
            autoComplete="off"
            aria-describedby="promotion-search-hint"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              change({ q: event.target.value, state: query.state });
            }}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="promotion-state">
            State
          </label>
          <select
            className="input"
            id="promotion-state"
            value={query.state}
            onChange={(event) =>
              change({
                q: typed,
                state: event.target.value as PromotionState | "",
              })
            }
          >
            <option value="">Any state</option>
            {(Object.keys(STATE_NAMES) as PromotionState[]).map((state) => (
              <option key={state} value={state}>
                {STATE_NAMES[state]}
                {answer ? ` (${answer.stateCounts[state]})` : ""}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p
        id="promotions-found"
        className="status-line"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        tabIndex={-1}
      >
        {failure || found || "Loading…"}
      </p>
      {rows && rows.length > 0 && (
        <PromotionTable
          rows={rows}
          query={query}
          sortBy={(sort, order) =>
            change({ q: typed, state: query.state, sort, order })
          }
        />
      )}
      {answer && answer.pages > 1 && (
        <nav className="pagination" aria-label="Pages of promotions">
          <button
            type="button"
            className="button button--secondary"
            disabled={answer.page <= 1}
            onClick={() => goTo(answer.page - 1)}
          >
            Previous page
          </button>
          <span>
            Page {answer.page} of {answer.pages}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={answer.page >= answer.pages}
            onClick={() => goTo(answer.page + 1)}
          >
            Next page
          </button>
        </nav>
      )}
      {rows?.some((row) => !row.served) && (
        <p className="hint">
          A promotion stored but not served yet is served once it is published
          and the server is given its folder (npm run promotion -- export) and
          restarted.
        </p>
      )}
      {/* Once the list is known: its served promotions are what can be copied. */}
      {rows && (
        <CopyPromotionForm
          sources={rows.filter((row) => row.served).map((row) => row.code)}
          copied={() => void reload()}
        />
      )}
    </>
  );
}
