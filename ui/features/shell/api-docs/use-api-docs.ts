import { useScreenLoad } from "../../../components/use-screen-load";
import type { ApiDocsPort } from "../shell-ports-key";
import type { ApiDocsViewState } from "./api-docs-view";

/** The API page's document, read once per page through its port and the screen's load machine. */
export function useApiDocs(port: ApiDocsPort): ApiDocsViewState {
  const view = useScreenLoad(() => port.load());
  const { documentUrl } = port;
  return view.phase === "ready"
    ? { phase: "ready", document: view.data, documentUrl }
    : { phase: view.phase, document: undefined, documentUrl };
}
