import { useEffect, useState } from "react";
import type { ApiDocsPort } from "../shell-ports-key";
import type { ApiDocsViewState } from "./api-docs-view";

/** The API page's document, read once per page through its port. */
export function useApiDocs(port: ApiDocsPort): ApiDocsViewState {
  const { documentUrl } = port;
  const [state, setState] = useState<ApiDocsViewState>({
    phase: "loading",
    document: undefined,
    documentUrl,
  });
  useEffect(() => {
    let live = true;
    port.load().then(
      (document: unknown) => live && setState({ phase: "ready", document, documentUrl }),
      () => live && setState({ phase: "failed", document: undefined, documentUrl }),
    );
    return () => {
      live = false;
    };
  }, [port, documentUrl]);
  return state;
}
