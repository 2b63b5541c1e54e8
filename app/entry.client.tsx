import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "./lib/timers.ts";

// React Router's own entry, with one change: evaluating React's modules and starting hydration are two tasks, not
// one long one that blocks a slow phone's main thread (issue 18: blocking time; decision 056).
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
