import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { validateLoginForm } from "../../../../core/validation/login";
import { validateEmail } from "../../../../core/validation/email";
import { Button } from "../../../components/button";
import { block, button } from "../../../components/button.css";
import { Loader } from "../../../components/loader";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

export interface LoginViewState {
  /** loading: translations are arriving, plus the spec's ~1 s loader; signingIn: a request runs. */
  readonly phase: "loading" | "ready" | "signingIn" | "corporateSigningIn";
  readonly message: ServerMessage | undefined;
  /** The corporate sign-in is offered only when the server has an identity-provider configuration. */
  readonly corporateAvailable: boolean;
  /** Why the user is here: the outcome of a registration or a reset that ended on this page. */
  readonly arrival?: ServerMessage | undefined;
  readonly resetByEmail: { readonly phase: "idle" | "sending"; readonly message: ServerMessage | undefined };
}

export type LoginEvent =
  | { readonly type: "user.submit"; readonly username: string; readonly pass: string }
  | { readonly type: "user.signInCorporate" }
  | { readonly type: "user.requestResetByEmail"; readonly email: string };

export interface LoginViewProps {
  readonly state: LoginViewState;
  readonly send: (event: LoginEvent) => void;
}

export function LoginView({ state, send }: LoginViewProps) {
  return (
    <PublicShell titleKey="ui_login_title" subtitleKey="ui_login_subtitle">
      {state.phase === "loading" ? <Loader /> : <LoginForm state={state} send={send} />}
    </PublicShell>
  );
}

function LoginForm({ state, send }: LoginViewProps) {
  const { t } = useI18n();
  const [username, setUsername] = useState("");
  const [pass, setPass] = useState("");
  const [attempted, setAttempted] = useState(false);
  const errors = validateLoginForm({ username, pass });
  const busy = state.phase === "signingIn" || state.phase === "corporateSigningIn";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    // Every try goes to the session machine, an incomplete one too: it checks the form itself and
    // drops the previous try's server answer ("wrong username/password"), which spoke of other
    // input (issue 33). The field errors show here at once either way.
    if (!busy) send({ type: "user.submit", username, pass });
  };

  return (
    <div className={css.form}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_login_title")}>
        <StatusMessage message={state.message ?? state.arrival} />
        <TextField
          labelKey="ui_login_mobile"
          name="username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={username}
          onValueChange={setUsername}
          errors={attempted ? errors.username : []}
          required
        />
        <TextField
          labelKey="ui_login_password"
          name="pass"
          type="password"
          autoComplete="current-password"
          value={pass}
          onValueChange={setPass}
          errors={attempted ? errors.pass : []}
          required
        />
        <div className={css.linkRow}>
          <Link href="/resetpassword" className={css.textLink}>
            {t("ui_login_forgot_password")}
          </Link>
        </div>
        <div className={css.actions}>
          <Button type="submit" block busy={state.phase === "signingIn"} disabled={busy}>
            {t("ui_login_submit")}
          </Button>
        </div>
      </form>
      {state.corporateAvailable ? (
        <>
          <p className={css.divider}>{t("ui_login_or")}</p>
          <Button
            variant="secondary"
            block
            busy={state.phase === "corporateSigningIn"}
            disabled={busy}
            onClick={() => send({ type: "user.signInCorporate" })}
          >
            <CorporateIcon />
            {t("ui_login_corporate")}
          </Button>
        </>
      ) : null}
      <p className={css.divider}>{t("ui_login_no_account")}</p>
      <Link href="/register" className={`${button.secondary} ${block}`}>
        {t("ui_login_create_account")}
      </Link>
      <ResetByEmail state={state} send={send} />
    </div>
  );
}

function CorporateIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

function ResetByEmail({ state, send }: LoginViewProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const regionId = useId();
  const errors = validateEmail(email);
  const sending = state.resetByEmail.phase === "sending";
  return (
    <div className={css.disclosure}>
      <button
        type="button"
        className={css.disclosureButton}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className={css.chevron} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {t("ui_login_reset_by_email")}
      </button>
      <div id={regionId} hidden={!open}>
        <form
          className={css.disclosureBody}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (errors.length === 0 && !sending) send({ type: "user.requestResetByEmail", email });
          }}
        >
          <TextField
            labelKey="ui_field_email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setTouched(true);
            }}
            errors={touched ? errors : []}
          />
          <StatusMessage message={state.resetByEmail.message} />
          <Button type="submit" variant="secondary" busy={sending} disabled={errors.length > 0 || sending}>
            {t("ui_login_reset_send")}
          </Button>
        </form>
      </div>
    </div>
  );
}
