import { useId } from "react";
import { DICTIONARY_CODE } from "../../../core/constants/language-constants";
import { parseStockCount, stockDifference } from "../../../core/store-operations/stock-count";
import type { StockCount, StoreMenuProduct } from "../../../core/store-operations/store-operations-wire";
import type { CountEntries, StockCountEvent } from "../../../machines/store-operations/stock-count.machine";
import { Button } from "../../components/button";
import { control } from "../../components/field.css";
import { FieldErrorList } from "../../components/field-errors";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { parseInstant } from "./parse-instant";
import * as css from "./stock-count.css";
import { RequestIdLine } from "../../components/request-id-line";

/** The counting screen (thin): the menu with a count field per product, the difference, history. */
export function StockCountView({
  phase,
  menu,
  history,
  entries,
  errors,
  failureKey,
  requestId,
  sent,
  send,
}: {
  readonly phase: "loading" | "failed" | "editing" | "sending";
  readonly menu: readonly StoreMenuProduct[];
  readonly history: readonly StockCount[];
  readonly entries: CountEntries;
  readonly errors: Readonly<Record<string, string>>;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown under the failure so a person can quote it (issue #42). */
  readonly requestId?: string | undefined;
  readonly sent: boolean;
  readonly send: (event: StockCountEvent) => void;
}) {
  const { t, language } = useI18n();
  const formatInstant = useFormatInstant();
  // Quantities in the reader's own digits and decimal mark (12,5 in Greek, 12.5 in English).
  const number = new Intl.NumberFormat(DICTIONARY_CODE[language] === "gr" ? "el-GR" : "en-US", {
    maximumFractionDigits: 3,
  });
  const signed = (value: number) => (value > 0 ? `+${number.format(value)}` : number.format(value));
  const when = (at: string | null) => (at === null ? "" : formatInstant(parseInstant(at), true));
  if (phase === "loading") return <Loader />;
  if (phase === "failed")
    return (
      <div className={emptyState} role="alert">
        <p>{t("ui_ops_load_failed")}</p>
        {failureKey !== undefined ? <p>{t(failureKey)}</p> : null}
        <RequestIdLine id={requestId} />
        <Button variant="secondary" onClick={() => send({ type: "user.retry" })}>
          {t("ui_ops_retry")}
        </Button>
      </div>
    );
  return (
    <>
      <p className={css.lead}>{t("ui_stock_lead")}</p>
      {menu.length === 0 ? (
        <div className={emptyState}>
          <p>{t("ui_stock_empty")}</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "user.submit" });
          }}
        >
          <ul className={css.products} aria-label={t("ui_stock_menu")}>
            {menu.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                text={entries[String(product.id)] ?? ""}
                errorKey={errors[String(product.id)]}
                disabled={phase === "sending"}
                number={number}
                signed={signed}
                when={when}
                send={send}
              />
            ))}
          </ul>
          <StatusMessage
            message={
              failureKey !== undefined
                ? { key: failureKey, tone: "error" }
                : sent
                  ? { key: "ui_stock_sent", tone: "success" }
                  : undefined
            }
          />
          <RequestIdLine id={requestId} />
          <div className={css.actions}>
            <Button type="submit" busy={phase === "sending"}>
              {t(phase === "sending" ? "ui_stock_sending" : "ui_stock_send")}
            </Button>
          </div>
        </form>
      )}
      <h2 className={css.heading}>{t("ui_stock_history")}</h2>
      {history.length === 0 ? (
        <p className={css.muted}>{t("ui_stock_history_empty")}</p>
      ) : (
        <ol className={css.history} aria-label={t("ui_stock_history")}>
          {history.map((count) => (
            <li key={count.id} className={css.historyItem}>
              <details>
                <summary>
                  {t("ui_stock_history_by", {
                    who: count.counted_by ?? t("ui_stock_someone"),
                    when: when(count.counted_at),
                  })}
                </summary>
                <ul className={css.historyLines}>
                  {count.lines.map((line) => (
                    <li key={line.product_id}>
                      {line.name}: {number.format(line.physicalStock)} {line.unit} ({t("ui_stock_books")}{" "}
                      {number.format(line.expectedStock)}, {t("ui_stock_difference")}{" "}
                      {signed(line.stockDifference)})
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function ProductRow({
  product,
  text,
  errorKey,
  disabled,
  number,
  signed,
  when,
  send,
}: {
  readonly product: StoreMenuProduct;
  readonly text: string;
  readonly errorKey: string | undefined;
  readonly disabled: boolean;
  readonly number: Intl.NumberFormat;
  readonly signed: (value: number) => string;
  readonly when: (at: string | null) => string;
  readonly send: (event: StockCountEvent) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const parsed = text.trim() === "" ? undefined : parseStockCount(text);
  // The difference as typed (core's rule, the same the server keeps); the last count's otherwise.
  const difference = parsed?.ok === true ? stockDifference(product.expectedStock, parsed.value) : undefined;
  return (
    <li className={css.product}>
      <div className={css.productText}>
        <p className={css.productName} id={`${id}-name`}>
          {product.name}
        </p>
        <p className={css.muted}>
          {t("ui_stock_books")}: {number.format(product.expectedStock)} {product.unit}
        </p>
        <p className={css.muted}>
          {product.edited
            ? t("ui_stock_last", {
                value: `${number.format(product.physicalStock)} (${signed(product.stockDifference)})`,
                who: product.counted_by ?? t("ui_stock_someone"),
                when: when(product.counted_at),
              })
            : t("ui_stock_never")}
        </p>
      </div>
      <div className={css.countField}>
        <label htmlFor={id} className={css.countLabel}>
          {t("ui_stock_counted", { unit: product.unit })}
        </label>
        <input
          id={id}
          className={`${control} ${css.countInput}`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={errorKey !== undefined}
          aria-describedby={`${id}-name${errorKey !== undefined ? ` ${id}-errors` : ""}`}
          onChange={(event) => send({ type: "user.enter", productId: product.id, text: event.target.value })}
        />
        {difference !== undefined ? (
          <p className={difference < 0 ? css.shortage : css.muted} aria-live="polite">
            {t("ui_stock_difference")}: {signed(difference)} {product.unit}
          </p>
        ) : null}
        <FieldErrorList id={`${id}-errors`} keys={errorKey === undefined ? [] : [errorKey]} />
      </div>
    </li>
  );
}
