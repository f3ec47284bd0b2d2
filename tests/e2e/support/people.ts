/** A fresh Greek mobile (69XXXXXXXX) and e-mail per call, so reruns against one server never collide. */
export function newPerson(label: string) {
  const digits = `${Date.now() % 1e8}`.padStart(8, "0");
  return {
    firstName: "Άννα",
    lastName: `Δοκιμή ${label}`,
    mobile: `69${digits}`,
    email: `anna.${label}.${digits}@example.com`,
  };
}

/** What registerThroughApi made: a person with an active account and a known password. */
export interface RegisteredPerson extends ReturnType<typeof newPerson> {
  readonly password: string;
}
