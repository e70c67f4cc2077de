// The backend port: one interface for auth, posts, categories, clients, media and enquiries.
// Two adapters implement it (embedded PGlite, hosted Supabase); routes only see these types.
// Data calls act as the request's signed-in user (or anon), so row-level security decides.

type BackendKind = 'embedded' | 'supabase'

export interface AuthUser {
  id: string
  email: string
}

/** A list page. `page` is 1-based. */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
export interface PageOptions {
  page?: number
  pageSize?: number
}

// ---- entities (column names as in supabase/migrations) -------------------------------------
export type PostStatus = 'draft' | 'published'

export interface Category {
  id: number
  name: string
  slug: string
}

export interface Post {
  id: number
  title: string
  slug: string
  content: string
  excerpt: string | null
  image_url: string | null
  status: PostStatus
  /** ISO timestamp, or null for drafts. */
  published_at: string | null
  author_id: string | null
  category_id: number | null
  created_at: string
  updated_at: string
}
export interface PostWithCategory extends Post {
  category: Category | null
}
/**
 * What a save writes. The caller sets `published_at` (now when published, else null: as specified)
 * and `author_id` (the signed-in user: as specified).
 */
export type PostWrite = Pick<Post, 'title' | 'slug' | 'content' | 'excerpt' | 'image_url' | 'status' | 'published_at'> & {
  author_id: string
  category_id?: number | null
}

export interface Client {
  id: number
  name: string
  logo_url: string | null
  created_at: string
}
export interface ClientWrite {
  name: string
  logo_url: string | null
}

export interface MediaFile {
  /** Stored name: `<timestamp>-<safe original name>`; the key for remove/publicUrl. */
  name: string
  id: string
  created_at: string | null
  metadata: { mimetype: string; size: number } | null
}
/**
 * A file made from an uploaded image (a resized copy, a social crop, the list of them), stored
 * beside it under `variants/<stored name>/<file>` and public like it.
 */
export interface MediaVariantFile {
  /** Its name within the image's variants (`640.webp`, `manifest.json`): `isValidVariantName`. */
  file: string
  type: string
  bytes: Uint8Array
}
/** The image as it should be stored instead, or why it cannot be (a sentence). */
export type PrepareStoredImage = (
  file: File,
) => Promise<{ ok: true; file: File; variants: MediaVariantFile[] } | { ok: false; message: string }>

/** A stored file read for serving (embedded mode only). */
export interface MediaBlob {
  name: string
  mimetype: string
  size: number
  body: ReadableStream<Uint8Array>
}

export type ProjectType = 'website' | 'mobile-app' | 'consulting' | 'security' | 'other'
export type Budget = 'under-10k' | '10k-50k' | '50k-100k' | 'above-100k'
export type Timeline = 'immediate' | '1-3-months' | '3-6-months' | '6-plus-months'

export interface EnquiryInput {
  name: string
  email: string
  phone: string | null
  company: string
  message: string
  project_type: ProjectType
  budget: Budget
  timeline: Timeline
  /** Unique per submission and client; the same key from the same client twice stores one row. */
  idempotency_key: string
  /** A keyed hash of the client address (never the address itself), for rate limiting; required to submit. */
  client_hash: string | null
  /** The path of the page the form was sent from ('/', '/get-started'); column from migration 20250102. */
  source_page?: string | null
}
/** A stored enquiry; its idempotency key is what the visitor's reference (ENQ-XXXX-XXXX) is made from. */
export interface Enquiry extends EnquiryInput {
  id: number
  created_at: string
  handled_at: string | null
}

/** An enquiry whose staff e-mail is due, leased to one sender by `EnquiryOutbox.claim`. */
export interface PendingEnquiryNotification extends Enquiry {
  /** Attempts so far, this one included. */
  notify_attempts: number
}

/**
 * The outbox of staff e-mails about new enquiries (migration 20250102, docs/decisions/061). A
 * server job, never a visitor's request: it runs with the database owner's rights (embedded) or
 * the service-role key (hosted; null without SUPABASE_SERVICE_ROLE_KEY).
 */
export interface EnquiryOutbox {
  /** SQL public.claim_enquiry_notifications: due e-mails, each leased for `leaseSeconds`. */
  claim(options: { limit: number; leaseSeconds: number; maxAttempts: number }): Promise<PendingEnquiryNotification[]>
  /** SQL public.record_enquiry_notification: error null = sent; else retry at `retryAt` (null = give up). */
  record(id: number, outcome: { error: string | null; retryAt: Date | null }): Promise<void>
  /**
   * SQL public.enquiry_outbox_backlog: e-mails of the last 3 days not sent yet, for /metrics:
   * pending (no attempt failed yet), retrying (failed, retry scheduled), given_up.
   */
  backlog?(): Promise<OutboxBacklog>
}

export type AccountMailKind = 'password_reset' | 'account_locked' | 'factor_removed'

/** An account e-mail due, leased to one sender (migration 20250401). */
export interface PendingAccountMail {
  id: number
  email: string
  kind: AccountMailKind
  /** Attempts so far, this one included. */
  attempts: number
}

/** The account e-mails' outbox, run as the enquiry outbox is (a server job, never a visitor's request). */
export interface AccountMailOutbox {
  claim(options: { limit: number; leaseSeconds: number; maxAttempts: number }): Promise<PendingAccountMail[]>
  record(id: number, outcome: { error: string | null; retryAt: Date | null }): Promise<void>
  /**
   * A new reset token for the account, its hash stored (an earlier one void), valid 1 hour from now;
   * null when the adapter does not make reset links (hosted: Supabase Auth does) or the account is gone.
   */
  issueResetToken(email: string): Promise<string | null>
}

/** SQL public.enquiry_outbox_backlog()'s row (migration 20250125). */
export interface OutboxBacklog {
  pending: number
  retrying: number
  given_up: number
}
/** A backlog row as the database or PostgREST returns it (no row: nothing waits). */
export const backlogOf = (row: Record<string, unknown> | undefined): OutboxBacklog => ({
  pending: Number(row?.pending ?? 0),
  retrying: Number(row?.retrying ?? 0),
  given_up: Number(row?.given_up ?? 0),
})

// ---- results and errors ---------------------------------------------------------------------
export type SignInResult =
  | { ok: true; user: AuthUser }
  /**
   * invalid_credentials: wrong e-mail or password (message 'Invalid login credentials').
   * rate_limited: 5 failures per e-mail and client, or 20 per client, in 15 minutes (route: 429).
   * A locked account (ADMIN_LOCKOUT_FAILURES from any address) answers invalid_credentials, as a
   * wrong password does, right password or not.
   * unavailable: the backend could not be reached (retryable).
   */
  | { ok: false; code: 'invalid_credentials' | 'rate_limited' | 'unavailable'; message: string }

export type BackendErrorCode =
  | 'not_authenticated' // no session where one is needed
  | 'forbidden' // row-level security refused the write
  | 'not_found' // no such row (or not visible to this user)
  | 'conflict' // a unique value is taken (post slug)
  | 'invalid' // the database rejected the values (check constraint, bad file name)
  | 'unavailable' // network or database failure

export class BackendError extends Error {
  constructor(
    readonly code: BackendErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'BackendError'
  }
}

export interface BackendHealth {
  kind: BackendKind
  ok: boolean
}

// ---- the API, per request -------------------------------------------------------------------
export interface PostsApi {
  /** Admin list: every post, newest created first, optional case-insensitive title search. */
  list(options?: PageOptions & { search?: string }): Promise<Page<Post>>
  /** By id with its category; null when missing or not visible. */
  get(id: number): Promise<PostWithCategory | null>
  create(input: PostWrite): Promise<Post>
  update(id: number, input: PostWrite): Promise<Post>
  remove(id: number): Promise<void>
  /** Public list: published posts, newest published first, optionally one category (by slug). */
  listPublished(options?: PageOptions & { categorySlug?: string }): Promise<Page<PostWithCategory>>
  /**
   * The newest published posts (at most `limit`, up to 100), optionally one category: for lists
   * that show no total (the feed, related posts), so nothing is counted.
   */
  newestPublished(options: { limit: number; categorySlug?: string }): Promise<PostWithCategory[]>
  /** A post by slug: published for everyone, drafts too for an admin (row-level security decides). */
  getBySlug(slug: string): Promise<PostWithCategory | null>
  /**
   * The slug now of the post that once had `formerSlug` (its address changed), or null: none, or
   * not one this user may see (SQL public.post_slug_now, migration 20250201).
   */
  slugNow(formerSlug: string): Promise<string | null>
  /** Posts whose image address or content names this stored media file (at most 20, newest first). */
  usingMedia(name: string): Promise<Pick<Post, 'id' | 'title'>[]>
}

export interface CategoriesApi {
  /** Ordered by name. */
  list(): Promise<Category[]>
}

export interface ClientsApi {
  /** Ordered by name. */
  list(): Promise<Client[]>
  get(id: number): Promise<Client | null>
  create(input: ClientWrite): Promise<Client>
  update(id: number, input: ClientWrite): Promise<Client>
  remove(id: number): Promise<void>
}

export interface MediaApi {
  /**
   * Files in the bucket `media`, sorted by name ascending (defaults: limit 100, offset 0), or
   * descending with `newestFirst`: stored names start with their upload time.
   */
  list(options?: { limit?: number; offset?: number; newestFirst?: boolean }): Promise<MediaFile[]>
  /**
   * Stores the file as `<Date.now()>-<safe original name>`, and the files made from it beside it
   * (all or nothing); returns the stored file.
   */
  upload(file: File, variants?: MediaVariantFile[]): Promise<MediaFile>
  /**
   * Removes the file and the files made from it: `variants` names them (the hosted store deletes
   * by name; the embedded one removes the file's whole folder of variants).
   */
  remove(name: string, variants?: string[]): Promise<void>
  /** The public URL of a stored file (no request is made). */
  publicUrl(name: string): string
  /** The public URL of a file made from a stored file (no request is made). */
  variantUrl(name: string, file: string): string
}

/** At most `max` enquiries per client hash in `windowSeconds` (ENQUIRY_RATE_LIMIT, default 5 per 600 s). */
export interface EnquiryRateLimit {
  max: number
  windowSeconds: number
}
/** created: stored; repeat: this client's idempotency key was stored before; rate_limited: nothing stored. */
export type SubmitOutcome = 'created' | 'repeat' | 'rate_limited'

export interface EnquiriesApi {
  /**
   * Stores an enquiry through SQL public.submit_enquiry (anyone may): the rate limit is counted and
   * the row inserted in one transaction, and an idempotency key counts per client hash.
   */
  submit(input: EnquiryInput, limit: EnquiryRateLimit): Promise<{ outcome: SubmitOutcome }>
  /** Admin: newest first. */
  list(options?: PageOptions): Promise<Page<Enquiry>>
  setHandled(id: number, handled: boolean): Promise<void>
  remove(id: number): Promise<void>
}

// ---- the second factor (TOTP, docs/decisions/296) ----------------------------------------------
export type AssuranceLevel = 'aal1' | 'aal2'

export interface MfaStatus {
  /** The session's level: aal2 once a code was given in it (the token's `aal` claim). */
  level: AssuranceLevel
  /** The user's verified TOTP factor, or null. */
  factorId: string | null
}

/** A new, unverified factor: its key (base32) and the otpauth:// address for the QR code. */
interface TotpEnrolment {
  factorId: string
  secret: string
  uri: string
}

export type CodeResult =
  | { ok: true }
  /**
   * invalid_code: a wrong, expired or already used code (one message for all). rate_limited: the
   * sign-in limits (codes count as attempts). unavailable: the backend could not be reached.
   */
  | { ok: false; code: 'invalid_code' | 'rate_limited' | 'unavailable'; message: string }

export interface MfaApi {
  status(): Promise<MfaStatus>
  /** A new unverified TOTP factor (an unverified one left from before goes). Needs aal2 when a verified one exists. */
  enroll(issuer: string): Promise<TotpEnrolment>
  /** The enrolment's first code: the factor is verified, the session reaches aal2; returns ten new recovery codes. */
  confirm(factorId: string, code: string, clientHash: string): Promise<CodeResult & { recoveryCodes?: string[] }>
  /** A code at sign-in: the session reaches aal2. */
  verify(code: string, clientHash: string): Promise<CodeResult>
  /** A recovery code, usable once: the factor is removed, and the admin enrols a new one. */
  recover(code: string, clientHash: string): Promise<CodeResult>
  /** Removes the verified factor after a current code (to disable, or before enrolling anew). */
  remove(code: string, clientHash: string): Promise<CodeResult>
  /** How many other sessions of this user are active now. */
  otherSessions(): Promise<number>
}

// ---- password reset by e-mail (docs/decisions/299) -------------------------------------------
export type ResetRequestResult = { ok: true } | { ok: false; code: 'rate_limited' | 'unavailable'; message: string }
export type SetPasswordResult =
  | { ok: true }
  /**
   * second_factor_needed: the account has a factor and this session has not given a code.
   * weak_password: Supabase Auth's own rule (a project may be stricter than ours), in its words.
   */
  | { ok: false; code: 'second_factor_needed' | 'same_password' | 'weak_password' | 'not_authenticated' | 'unavailable'; message: string }

export interface PasswordResetApi {
  /**
   * A reset link for `email` (valid 1 hour, once), with the same answer whether or not it names an
   * admin. Throttled by SQL public.request_password_reset. Embedded: the account e-mail outbox sends
   * `${linkBase}?token=…`; hosted: Supabase Auth sends its recovery e-mail (redirect to `linkBase`).
   */
  request(email: string, clientHash: string, linkBase: string): Promise<ResetRequestResult>
  /** A link's token, once and within its hour: signs in (aal1) as its user. False: unknown, used or expired. */
  redeem(token: string): Promise<boolean>
  /** The signed-in user's new password (a factor's code given first), then every session of the user ends. */
  setPassword(password: string): Promise<SetPasswordResult>
}

/**
 * The backend as seen by one request. Create it with `getBackend().forRequest(request)`.
 * Always send `headers` (Set-Cookie for sign-in, sign-out, token refresh) with the response.
 */
export interface RequestBackend {
  readonly kind: BackendKind
  readonly headers: Headers
  /** The verified signed-in user (checked on the server, never a bare cookie), or null. Cached per request. */
  getUser(): Promise<AuthUser | null>
  /** True when the signed-in user is listed in admin_users. */
  isAdmin(): Promise<boolean>
  /**
   * Starts a session on success (its cookie goes into `headers`). Attempts are throttled per e-mail
   * and `clientHash` (a keyed hash of the client address) in SQL public.begin_sign_in, on both backends.
   */
  signInWithPassword(email: string, password: string, clientHash: string): Promise<SignInResult>
  /**
   * Ends the session (revoked on the server) and clears its cookie; `everywhere` ends every
   * session of the user (hosted: every sign-out does). Never throws for "no session".
   */
  signOut(options?: { everywhere?: boolean }): Promise<void>
  /**
   * A stable key of the session the request's cookie names (expired or not), or null: what
   * admin CSRF tokens are bound to. Never sent to the browser as such.
   */
  sessionKey(): Promise<string | null>
  /** The second factor of the signed-in user and session. */
  mfa: MfaApi
  passwordReset: PasswordResetApi
  posts: PostsApi
  categories: CategoriesApi
  clients: ClientsApi
  media: MediaApi
  enquiries: EnquiriesApi
}

export interface Backend {
  readonly kind: BackendKind
  forRequest(request: Request): RequestBackend
  /** Cheap liveness check for /healthz (the first call may wait for the database to open). */
  health(): Promise<BackendHealth>
  /**
   * Creates the user if missing (or updates its password when `updatePassword`) and lists it
   * in admin_users unless `admin` is false. Used by `npm run admin:create` and start-up.
   */
  ensureUser(input: {
    email: string
    password: string
    admin?: boolean
    updatePassword?: boolean
  }): Promise<{ userId: string; created: boolean }>
  /** Embedded mode only: a stored media file for the /media/:name route (null if missing). */
  readMedia(name: string): Promise<MediaBlob | null>
  /**
   * A file made from a stored image (null if missing): embedded, from disk for the
   * /media/:name/:file route; hosted, from its public URL (the pages read an image's manifest).
   */
  readMediaVariant(name: string, file: string): Promise<MediaBlob | null>
  /**
   * For `npm run media:strip` (privileged, like ensureUser): every stored image without its variant
   * `marker` is given to `prepare`; what it returns replaces the file, with its variants (written
   * in order, so the last one, the marker, says the image is done).
   */
  prepareStoredImages(
    marker: string,
    prepare: PrepareStoredImage,
  ): Promise<{ prepared: string[]; refused: { name: string; message: string }[] }>
  /** The staff e-mail outbox; missing or null where the adapter cannot run it (no e-mails are retried then). */
  readonly enquiryOutbox?: EnquiryOutbox | null
  /** The outbox of e-mails to accounts (reset links, locks, removed factors); null as `enquiryOutbox` is. */
  readonly accountMailOutbox?: AccountMailOutbox | null
}
