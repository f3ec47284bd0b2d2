import { text } from "node:stream/consumers";

/**
 * The password of a command, never from its arguments (they show in `ps` and the shell's history):
 * piped, the first line of standard input; on a terminal, typed twice without echo. Undefined when
 * the two typed differ.
 */
export async function readPassword(prompt: (line: string) => void): Promise<string | undefined> {
  if (!process.stdin.isTTY) return firstLine(await text(process.stdin));
  const first = await readHidden(prompt, "Password: ");
  const second = await readHidden(prompt, "Password again: ");
  return first === second ? first : undefined;
}

const firstLine = (input: string): string => input.split(/\r?\n/u)[0] ?? "";

/** One line typed on the terminal in raw mode: nothing echoed, backspace honoured, Ctrl-C ends. */
function readHidden(prompt: (line: string) => void, label: string): Promise<string> {
  prompt(label);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.exit(130);
        }
        if (char === "\r" || char === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          prompt("\n");
          resolve(typed);
          return;
        }
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}
