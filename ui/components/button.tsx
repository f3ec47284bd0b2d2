import type { ButtonHTMLAttributes, Ref } from "react";
import { block as blockClass, button, spinner } from "./button.css";

export type ButtonVariant = keyof typeof button;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  /** Shows a spinner and keeps the button busy (aria-busy) while a request runs. */
  readonly busy?: boolean;
  /** React 19 passes a ref as a prop: lets a caller give focus back to the button. */
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  block = false,
  busy = false,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = [button[variant], block ? blockClass : undefined, className].filter(Boolean).join(" ");
  return (
    <button type={type ?? "button"} className={classes} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
