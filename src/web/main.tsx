// First: it detects the interface language, which what the other modules start loading is in.
import { firstTexts } from "./i18n/start-texts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/router";
import { followThemeChanges } from "./lib/theme";
import "./styles.css";

followThemeChanges();

// A transition, so that React renders the first screen in slices and the page stays responsive
// meanwhile. The first commit then waits for that screen's code, texts and session check.
const render = () =>
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    );
  });

// In a language other than English, once its public texts are in: no screen renders a key.
if (firstTexts) void firstTexts.then(render);
else render();
