// The media types Hono's JSON validator reads (application/json and any +json); a body of any other
// type is never parsed as JSON.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Whether a Content-Type header names a JSON body. */
export const isJsonMediaType = (contentType: string | undefined): boolean =>
  JSON_MEDIA_TYPE.test(contentType ?? "");
