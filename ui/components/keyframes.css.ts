import { keyframes } from "@vanilla-extract/css";

/** One definition of each motion, shared by spinners and skeletons. */
export const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });
