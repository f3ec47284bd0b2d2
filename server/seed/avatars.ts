import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const palette = ["#43B000", "#75b92a", "#1f6f8b", "#8e44ad", "#d35400", "#2c3e50"] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A round avatar with the user's initials: small, generated, nothing to license. */
export function initialsAvatarSvg(initials: string, colourIndex: number): string {
  const colour = palette[colourIndex % palette.length] ?? palette[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)}"><circle cx="64" cy="64" r="64" fill="${colour}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" fill="#fff">${escapeXml(initials)}</text></svg>\n`;
}

/** Writes `{id}.svg` into the avatars folder for each user that has none yet. */
export function writeDemoAvatars(
  avatarsDir: string,
  people: readonly { readonly id: number; readonly fName: string; readonly lName: string }[],
): void {
  mkdirSync(avatarsDir, { recursive: true });
  for (const person of people) {
    const file = join(avatarsDir, `${person.id}.svg`);
    if (existsSync(file)) continue;
    writeFileSync(file, initialsAvatarSvg(`${person.fName.charAt(0)}${person.lName.charAt(0)}`, person.id));
  }
}
