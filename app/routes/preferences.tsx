import { data, Link, redirect } from "react-router";
import { postedFields } from "../../server/http/input/posted-fields.server.ts";
import { applyPreference } from "../../server/theme/preferences.server.ts";
import type { Route } from "./+types/preferences";

export const handle = { bodyClass: "page" };

export function meta() {
  return [{ title: "Display preferences" }, { name: "robots", content: "noindex" }];
}

/** Nothing to show on its own: a visit goes back to the home page. */
export function loader() {
  return redirect("/", 303);
}

/** The store-notice and palette forms posted without script. */
export async function action({ context }: Route.ActionArgs) {
  const result = applyPreference(postedFields(context), context.shopper);
  if (result.ok) return redirect(result.redirectTo, 303);
  return data({ message: result.message }, { status: 400 });
}

export default function Preferences({ actionData }: Route.ComponentProps) {
  return (
    <article className="vitrine-page">
      <h1 className="entry-title">Display preferences</h1>
      <p role="alert">{actionData?.message ?? "Nothing to change."}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </article>
  );
}
