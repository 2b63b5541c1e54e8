import { Form, Link } from "react-router";
import { formatMoney } from "~/lib/money.ts";
import { OrderAttribution } from "~/orders/order-attribution.tsx";
import { formatOrderDate, OrderDetails } from "~/orders/order-details.tsx";
import type { PostalAddress } from "../../server/db/schema.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { AccountPage, AddressFormView } from "../../server/shop/customers/account-pages.server.ts";
import type { OrderSummaryView } from "../../server/shop/orders/order-view.ts";
import { ErrorList, Field, type FormFeedback, NO_FEEDBACK } from "./form-parts.tsx";
import { LoginPage, LogoutConfirm, LostPasswordForm, ResetPasswordForm } from "./login-forms.tsx";

/** How orders are shown (settings.tax and the shop's time zone). */
export interface OrderDisplay {
  currency: CurrencySettings;
  taxDisplay: "incl" | "excl";
  taxTotalDisplay: "itemized" | "single";
  timeZone: string;
}

export interface PostedForm {
  form: string;
  feedback: FormFeedback;
}

type ShownPage = Exclude<AccountPage, { kind: "redirect" } | { kind: "not-found" }>;

const MENU = [
  { kind: "dashboard", href: "/my-account/", label: "Dashboard" },
  { kind: "orders", href: "/my-account/orders/", label: "Orders" },
  { kind: "addresses", href: "/my-account/edit-address/", label: "Addresses" },
  { kind: "edit-account", href: "/my-account/edit-account/", label: "Account details" },
] as const;

const PAGE_TITLES: Record<ShownPage["kind"], string> = {
  login: "My account",
  "lost-password": "Lost password",
  "reset-password": "Reset password",
  "logout-confirm": "Log out",
  dashboard: "My account",
  orders: "Orders",
  "view-order": "Order",
  addresses: "Addresses",
  "edit-address": "Addresses",
  "edit-account": "Account details",
};

export function accountPageTitle(page: ShownPage): string {
  return page.kind === "view-order" ? `Order #${page.order.number}` : PAGE_TITLES[page.kind];
}

/** Everything under /my-account/, chosen by the loader's page kind. */
export function AccountView({
  page,
  posted,
  display,
}: {
  page: ShownPage;
  posted: PostedForm | null;
  display: OrderDisplay;
}) {
  const feedbackFor = (form: string) => (posted?.form === form ? posted.feedback : NO_FEEDBACK);
  const title = <h1 className="entry-title">{accountPageTitle(page)}</h1>;
  switch (page.kind) {
    case "login":
      return (
        <div className="woocommerce">
          {title}
          <LoginPage {...page} posted={posted} />
        </div>
      );
    case "lost-password":
      return (
        <div className="woocommerce">
          {title}
          <LostPasswordForm
            nonce={page.nonce}
            sent={page.sent}
            error={page.error}
            feedback={feedbackFor("lost-password")}
          />
        </div>
      );
    case "reset-password":
      return (
        <div className="woocommerce">
          {title}
          <ResetPasswordForm
            nonce={page.nonce}
            resetKey={page.key}
            id={page.id}
            feedback={feedbackFor("reset-password")}
          />
        </div>
      );
    case "logout-confirm":
      return (
        <div className="woocommerce">
          {title}
          <LogoutConfirm nonce={page.nonce} feedback={feedbackFor("logout")} />
        </div>
      );
    default:
      return (
        <div className="woocommerce">
          {title}
          <AccountNavigation
            current={
              page.kind === "view-order" ? "orders" : page.kind === "edit-address" ? "addresses" : page.kind
            }
            logoutNonce={page.logoutNonce}
            logoutUrl={page.logoutUrl}
          />
          <div className="woocommerce-MyAccount-content">
            <LoggedInContent page={page} feedbackFor={feedbackFor} display={display} />
          </div>
        </div>
      );
  }
}

function AccountNavigation({
  current,
  logoutNonce,
  logoutUrl,
}: {
  current: string;
  logoutNonce: string;
  logoutUrl: string;
}) {
  return (
    <nav className="woocommerce-MyAccount-navigation" aria-label="Account pages">
      <ul>
        {MENU.map((item) => (
          <li
            key={item.kind}
            className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${item.kind}${item.kind === current ? " is-active" : ""}`}
          >
            <Link to={item.href} aria-current={item.kind === current ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
          {/* A form post (no state change on GET); the nonce link works too, for shops' own menus. */}
          <Form
            method="post"
            action="/my-account/customer-logout/"
            reloadDocument
            data-logout-url={logoutUrl}
          >
            <input type="hidden" name="_wpnonce" value={logoutNonce} />
            <button type="submit" className="link-button">
              Log out
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

type LoggedInPage = Exclude<
  ShownPage,
  { kind: "login" | "lost-password" | "reset-password" | "logout-confirm" }
>;

function LoggedInContent({
  page,
  feedbackFor,
  display,
}: {
  page: LoggedInPage;
  feedbackFor: (form: string) => FormFeedback;
  display: OrderDisplay;
}) {
  switch (page.kind) {
    case "dashboard":
      return (
        <>
          <p>
            Hello <strong>{page.displayName}</strong> (not <strong>{page.displayName}</strong>?{" "}
            <a href={page.logoutUrl}>Log out</a>)
          </p>
          <p>
            From your account dashboard you can view your <Link to="/my-account/orders/">recent orders</Link>,
            manage your <Link to="/my-account/edit-address/">shipping and billing addresses</Link>, and{" "}
            <Link to="/my-account/edit-account/">edit your password and account details</Link>.
          </p>
        </>
      );
    case "orders":
      return <OrdersTable orders={page.orders} page={page.page} pages={page.pages} display={display} />;
    case "view-order":
      return (
        <>
          <p>
            Order #<mark className="order-number">{page.order.number}</mark> was placed on{" "}
            <mark className="order-date">{formatOrderDate(page.order.createdAt, display.timeZone)}</mark> and
            is currently <mark className="order-status">{page.order.statusLabel}</mark>.
          </p>
          <OrderDetails
            order={page.order}
            currency={display.currency}
            taxDisplay={display.taxDisplay}
            taxTotalDisplay={display.taxTotalDisplay}
            timeZone={display.timeZone}
            showOverview={false}
          />
          <OrderAttribution attribution={page.order.attribution} />
        </>
      );
    case "addresses":
      return <Addresses billing={page.billing} shipping={page.shipping} />;
    case "edit-address":
      return <AddressForm form={page.form} nonce={page.nonce} feedback={feedbackFor("edit-address")} />;
    case "edit-account":
      return (
        <EditAccountForm nonce={page.nonce} values={page.values} feedback={feedbackFor("edit-account")} />
      );
  }
}

function OrdersTable({
  orders,
  page,
  pages,
  display,
}: {
  orders: OrderSummaryView[];
  page: number;
  pages: number;
  display: OrderDisplay;
}) {
  if (orders.length === 0) {
    return (
      <div className="woocommerce-info" role="status">
        No order has been made yet.{" "}
        <Link className="button wc-forward" to="/shop/">
          Browse products
        </Link>
      </div>
    );
  }
  return (
    <>
      <table className="woocommerce-orders-table shop_table shop_table_responsive my_account_orders account-orders-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">
              <span className="screen-reader-text">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className={`woocommerce-orders-table__row order status-${order.status}`}>
              <th scope="row" data-title="Order">
                <Link to={`/my-account/view-order/${order.id}/`}>#{order.number}</Link>
              </th>
              <td data-title="Date">
                <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, display.timeZone)}</time>
              </td>
              <td data-title="Status">{order.statusLabel}</td>
              <td data-title="Total">
                {formatMoney(order.total, display.currency)} for {order.itemCount}{" "}
                {order.itemCount === 1 ? "item" : "items"}
              </td>
              <td>
                <Link className="woocommerce-button button view" to={`/my-account/view-order/${order.id}/`}>
                  View<span className="screen-reader-text"> order #{order.number}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="woocommerce-pagination" aria-label="Order pages">
          {page > 1 ? (
            <Link
              className="woocommerce-button button"
              to={page === 2 ? "/my-account/orders/" : `/my-account/orders/${page - 1}/`}
            >
              Previous
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="woocommerce-button button" to={`/my-account/orders/${page + 1}/`}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function AddressLines({ address }: { address: Partial<PostalAddress> }) {
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.company,
    address.address_1,
    address.address_2,
    [address.postcode, address.city].filter(Boolean).join(" "),
    address.state,
    address.country,
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return <p>You have not set up this type of address yet.</p>;
  return (
    <address>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function Addresses({
  billing,
  shipping,
}: {
  billing: Partial<PostalAddress>;
  shipping: Partial<PostalAddress>;
}) {
  return (
    <>
      <p>The following addresses will be used on the checkout page by default.</p>
      <div className="u-columns woocommerce-Addresses col2-set addresses">
        {(
          [
            ["billing", "Billing address", billing],
            ["shipping", "Shipping address", shipping],
          ] as const
        ).map(([group, heading, address]) => (
          <div key={group} className={`u-column woocommerce-Address woocommerce-Address--${group}`}>
            <header className="woocommerce-Address-title title">
              <h2>{heading}</h2>
              <Link to={`/my-account/edit-address/${group}/`} className="edit">
                {Object.keys(address).length > 0 ? "Edit" : "Add"} {heading.toLowerCase()}
              </Link>
            </header>
            <AddressLines address={address} />
          </div>
        ))}
      </div>
    </>
  );
}

function AddressForm({
  form,
  nonce,
  feedback,
}: {
  form: AddressFormView;
  nonce: string;
  feedback: FormFeedback;
}) {
  const values = { ...form.values, ...feedback.values };
  return (
    <Form method="post" className="woocommerce-address-fields" noValidate>
      <h2>{form.group === "billing" ? "Billing address" : "Shipping address"}</h2>
      <ErrorList feedback={feedback} />
      <div className="woocommerce-address-fields__field-wrapper">
        {form.fields.map((field) => {
          const error = feedback.errors[field.name];
          const common = {
            id: field.name,
            name: field.name,
            autoComplete: field.autocomplete,
            required: field.required,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${field.name}-error` : undefined,
            defaultValue: values[field.name] ?? "",
          };
          const options =
            field.control === "country"
              ? form.countries
              : field.control === "state-select"
                ? (form.states ?? [])
                : null;
          return (
            <p
              key={field.name}
              className={`form-row ${field.rowClass}${error ? " woocommerce-invalid" : ""}`}
              id={`${field.name}_field`}
            >
              <label htmlFor={field.name}>
                {field.label}{" "}
                {field.required ? (
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                ) : (
                  <span className="optional">(optional)</span>
                )}
              </label>
              {options ? (
                <select
                  {...common}
                  className={field.control === "country" ? "country_to_state country_select" : "state_select"}
                >
                  {field.control === "state-select" ? <option value="">Select an option…</option> : null}
                  {options.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field.control === "email" ? "email" : field.control === "tel" ? "tel" : "text"}
                  className="input-text"
                  maxLength={field.maxLength}
                />
              )}
              {error ? (
                <span id={`${field.name}-error`} className="woocommerce-input-error">
                  {error}
                </span>
              ) : null}
            </p>
          );
        })}
      </div>
      <p>
        <input type="hidden" name="woocommerce-edit-address-nonce" value={nonce} />
        <input type="hidden" name="action" value="edit_address" />
        <button type="submit" className="button" name="save_address" value="Save address">
          Save address
        </button>
      </p>
    </Form>
  );
}

function EditAccountForm({
  nonce,
  values,
  feedback,
}: {
  nonce: string;
  values: Record<string, string>;
  feedback: FormFeedback;
}) {
  return (
    <Form method="post" className="woocommerce-EditAccountForm edit-account">
      <ErrorList feedback={feedback} />
      <Field
        name="account_first_name"
        label="First name"
        feedback={feedback}
        defaultValue={values.account_first_name}
        autoComplete="given-name"
        rowClass="form-row-first"
        required
      />
      <Field
        name="account_last_name"
        label="Last name"
        feedback={feedback}
        defaultValue={values.account_last_name}
        autoComplete="family-name"
        rowClass="form-row-last"
        required
      />
      <Field
        name="account_display_name"
        label="Display name"
        feedback={feedback}
        defaultValue={values.account_display_name}
        required
        description="This will be how your name will be displayed in the account section and in reviews"
      />
      <Field
        name="account_email"
        label="Email address"
        type="email"
        feedback={feedback}
        defaultValue={values.account_email}
        autoComplete="email"
        required
      />
      <fieldset>
        <legend>Password change</legend>
        <Field
          name="password_current"
          label="Current password (leave blank to leave unchanged)"
          type="password"
          feedback={feedback}
          autoComplete="current-password"
        />
        <Field
          name="password_1"
          label="New password (leave blank to leave unchanged)"
          type="password"
          feedback={feedback}
          autoComplete="new-password"
        />
        <Field
          name="password_2"
          label="Confirm new password"
          type="password"
          feedback={feedback}
          autoComplete="new-password"
        />
      </fieldset>
      <p>
        <input type="hidden" name="save-account-details-nonce" value={nonce} />
        <input type="hidden" name="action" value="save_account_details" />
        <button
          type="submit"
          className="woocommerce-Button button"
          name="save_account_details"
          value="Save changes"
        >
          Save changes
        </button>
      </p>
    </Form>
  );
}
