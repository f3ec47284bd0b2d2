import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Root } from "./app/composition-root";
// oxlint-disable-next-line import/no-unassigned-import -- global styles are a side effect by nature
import "./theme/global.css";

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
