import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Root } from "./app/composition-root";
// oxlint-disable-next-line import/no-unassigned-import -- global styles are a side effect by nature
import "./theme/global.css";

const root = document.getElementById("root");
// The first render is a transition: React renders it in slices and yields to the browser between
// them instead of one long task (issue #21, total blocking time ≤ 200 ms on a 4× slower CPU). The
// login page shows its pre-rendered screen meanwhile; the other pages an empty root, as before.
if (root)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
