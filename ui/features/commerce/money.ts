import { formatTransactionTotal } from "../../../core/rules/transaction-total";
import type { OfferedLanguage } from "../../../core/constants/language-constants";

/** An amount in euros with 2 decimals in the reader's language (spec 9), e.g. "1234,50 €". */
export const euros = (value: number, language: OfferedLanguage): string =>
  `${formatTransactionTotal(value, language)}\u00a0€`;
