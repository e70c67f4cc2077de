/** An admin-typed image address is used only when it is http(s) or a path of this site (no data:, javascript:). */
export function safeImageUrl(url: string | null | undefined): url is string {
  return !!url && /^(https?:\/\/|\/(?!\/))/i.test(url.trim())
}
