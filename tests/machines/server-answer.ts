/** The `{ status, message }` body the public forms' endpoints answer with (the key is fake). */
export const serverAnswer = (
  status: "success" | "error",
): { readonly status: "success" | "error"; readonly message: string } => ({
  status,
  message: `key_${status}`,
});
