import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const richText = style({ lineHeight: 1.6, color: vars.colour.text, overflowWrap: "anywhere" });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${richText} h2`, { fontSize: "20px", fontWeight: 700, marginTop: vars.space.md });
globalStyle(`${richText} h3`, { fontSize: "17px", fontWeight: 700, marginTop: vars.space.md });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${richText} a`, { color: vars.colour.info, textDecoration: "underline" });
globalStyle(`${richText} table`, { borderCollapse: "collapse" });
globalStyle(`${richText} th, ${richText} td`, {
  border: `1px solid ${vars.colour.border}`,
  padding: vars.space.xs,
  textAlign: "start",
});
