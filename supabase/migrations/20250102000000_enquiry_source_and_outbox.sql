-- Enquiries: the page an enquiry was sent from, and the outbox of staff e-mails (docs/decisions/061).
-- An enquiry is stored first; its e-mail is sent afterwards and retried until it succeeds, so a
-- failing mail server never loses or blocks an enquiry. Several app instances may send at once:
-- claiming leases rows with `for update skip locked`, so each e-mail has one sender at a time.

alter table public.enquiries
  add column if not exists source_page text check (source_page ~ '^/' and char_length(source_page) <= 200),
  add column if not exists notified_at timestamptz,
  add column if not exists notify_attempts integer not null default 0,
  -- Not before this time: the lease of a running attempt, or when the next retry is due.
  add column if not exists notify_after timestamptz,
  add column if not exists notify_error text check (char_length(notify_error) <= 500);

create index if not exists enquiries_notify_due_idx on public.enquiries (created_at) where notified_at is null;

-- Leases up to p_limit enquiries whose e-mail is due. Only enquiries of the last 3 days: turning
-- notifications on later must not mail the whole history, and retries end within a day.
create or replace function public.claim_enquiry_notifications(p_limit integer, p_lease_seconds integer, p_max_attempts integer)
returns setof public.enquiries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.enquiries as e
  set notify_attempts = e.notify_attempts + 1,
      notify_after = now() + make_interval(secs => p_lease_seconds)
  where e.id in (
    select d.id from public.enquiries as d
    where d.notified_at is null
      and d.notify_attempts < p_max_attempts
      and (d.notify_after is null or d.notify_after <= now())
      and d.created_at >= now() - interval '3 days'
    order by d.created_at
    limit p_limit
    for update skip locked
  )
  returning e.*
$$;

-- Records an attempt: p_error null = sent; otherwise retried at p_retry_at (null = given up).
create or replace function public.record_enquiry_notification(p_id bigint, p_error text, p_retry_at timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.enquiries
  set notified_at = case when p_error is null then now() end,
      notify_error = left(p_error, 500),
      notify_after = case when p_error is null then null else coalesce(p_retry_at, 'infinity'::timestamptz) end
  where id = p_id
$$;

-- The server's own job (embedded: the database owner; hosted: the service-role key), never a visitor's.
revoke execute on function public.claim_enquiry_notifications(integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.record_enquiry_notification(bigint, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_enquiry_notifications(integer, integer, integer) to service_role;
grant execute on function public.record_enquiry_notification(bigint, text, timestamptz) to service_role;
