import { createContext, useContext } from "react";
import { LIST_DATE_FORMAT_SLASH } from "../../core/constants/portal-constants";

export interface DateFormat {
  readonly datePattern: string;
  readonly timePattern: string;
}

const DEFAULT_FORMAT: DateFormat = { datePattern: LIST_DATE_FORMAT_SLASH, timePattern: "HH:mm" };

/** The signed-in user's stamp_format, provided by the composition root. */
export const DateFormatContext = createContext<DateFormat>(DEFAULT_FORMAT);

export function useDateFormat(): DateFormat {
  return useContext(DateFormatContext);
}
