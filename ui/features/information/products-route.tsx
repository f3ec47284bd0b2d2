import type { CoverageProduct, LocationException } from "../../../core/information/information-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./information.css";
import { useInformationSession } from "./information-session";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

interface ProductsData {
  readonly products: readonly CoverageProduct[];
  readonly exceptions: readonly LocationException[];
}

/**
 * /allproductsandservices (docs/decisions.md, "The small screens"): the immediate coverage products
 * file with the selected store's exceptions; a change of store reads the exceptions again.
 */
export function ProductsRoute() {
  const { t } = useI18n();
  const { storeId, storeVersion } = useInformationSession();
  return (
    <>
      <PageHeader title={t("ui_route_allproductsandservices")} leadKey="ui_products_lead" />
      {storeId === undefined ? <p>{t("ui_products_no_store")}</p> : null}
      <ProductsTable key={`${storeId ?? "none"}:${storeVersion}`} storeId={storeId} />
    </>
  );
}

function ProductsTable({ storeId }: { readonly storeId: number | undefined }) {
  const { t } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<ProductsData>(async () => {
    const [products, exceptions] = await Promise.all([
      port.coverageProducts(),
      storeId === undefined ? Promise.resolve([]) : port.locationExceptions(storeId),
    ]);
    return { products, exceptions };
  });
  return (
    <>
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        (({ products, exceptions }) =>
          products.length === 0 ? (
            <EmptyCard textKey="ui_products_empty" />
          ) : (
            <section className={card}>
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("ui_products_code")}</th>
                      <th scope="col">{t("ui_products_name")}</th>
                      <th scope="col">{t("ui_products_category")}</th>
                      <th scope="col">{t("ui_products_delivery")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {products.map((product) => {
                      const exception = exceptions.find((e) => e.product_id === product.id);
                      return (
                        <tr key={product.id}>
                          <td>{product.code}</td>
                          <td>{product.name}</td>
                          <td>{product.category}</td>
                          <td>
                            {t("ui_products_days", { days: product.delivery_days })}
                            {exception !== undefined ? (
                              <>
                                <br />
                                <span className={css.badge}>{t("ui_products_exception")}</span>{" "}
                                {exception.note}
                              </>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </section>
          ))(view.data)
      )}
    </>
  );
}
