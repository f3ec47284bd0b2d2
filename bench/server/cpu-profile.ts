import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * A V8 CPU profile of this thread (the servers under test) around one piece of work, written to
 * `file` — the same format as `node --cpu-prof`, but without the boot, migrations and seeding that
 * a whole-process profile would mix in. Read it with bench/server/profile-summary.ts.
 */
export async function withCpuProfile<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (file === undefined || file === "") return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`CPU profile written to ${file}`);
  }
}
