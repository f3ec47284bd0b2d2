import { PRODUCT_VERSION_LABEL } from "../../core/constants/portal-constants";

export function App() {
  return (
    <main>
      <h1>Franchise Portal</h1>
      <form aria-label="Login">
        <label>
          Mobile <input name="username" inputMode="numeric" autoComplete="username" />
        </label>
        <label>
          Password <input name="pass" type="password" autoComplete="current-password" />
        </label>
        <button type="submit">Login</button>
      </form>
      <small>{PRODUCT_VERSION_LABEL}</small>
    </main>
  );
}
