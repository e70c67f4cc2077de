-- Explicit privileges for every role, enquiries only through submit_enquiry, and sign-in throttling
-- in our own table (docs/decisions/120 and 121).
--
-- Supabase no longer grants new `public` tables to anon, authenticated or service_role by default
-- (new projects since 2026-05-30, all projects since 2026-10-30), while older projects still have
-- default privileges that grant everything. So this migration first takes every privilege away
-- from the three API roles on our tables and functions, then grants exactly what each one uses.
-- The embedded backend runs this same file on PGlite, whose roles get nothing by default either.
--
-- anon           reads published posts, categories, clients; calls submit_enquiry and begin_sign_in.
-- authenticated  the same, plus what row-level security lets admins do, and finish_sign_in.
-- service_role   bypasses row-level security but not privileges: admin_users (npm run admin:create,
--                ADMIN_EMAIL at start-up) and the staff e-mail outbox functions, nothing else.

-- Start from nothing --------------------------------------------------------------------------------
revoke all on public.admin_users, public.categories, public.posts, public.clients, public.enquiries
  from public, anon, authenticated, service_role;
revoke all on sequence public.categories_id_seq, public.posts_id_seq, public.clients_id_seq, public.enquiries_id_seq
  from public, anon, authenticated, service_role;
revoke all on function public.is_admin(), public.set_updated_at(),
  public.claim_enquiry_notifications(integer, integer, integer),
  public.record_enquiry_notification(bigint, text, timestamptz)
  from public, anon, authenticated, service_role;

-- The rate limit now lives inside submit_enquiry (count and insert in one transaction).
drop function if exists public.count_recent_enquiries(text, timestamptz);

-- Enquiries: an idempotency key counts per client ----------------------------------------------------
-- A key seen from another client is another visitor's enquiry (a leaked or reused key), not a repeat.
alter table public.enquiries drop constraint if exists enquiries_idempotency_key_key;
create unique index if not exists enquiries_client_idempotency_idx
  on public.enquiries (client_hash, idempotency_key) nulls not distinct;

-- Drop the policy that let anon and authenticated insert rows directly: nobody inserts but the function.
drop policy if exists "enquiries: anyone submits an unhandled enquiry" on public.enquiries;

-- The only way to store an enquiry. Security definer: it sets created_at, leaves handled_at and the
-- outbox columns at their defaults (so staff are always e-mailed), and counts and inserts under a
-- per-client lock, so a burst from one client cannot pass the limit between the count and the insert.
-- The limit comes from the server (ENQUIRY_RATE_LIMIT); a direct caller with the public key could
-- pass a higher one, but could as well forge its client hash, so it is clamped rather than trusted.
create function public.submit_enquiry(
  p_name text,
  p_email text,
  p_phone text,
  p_company text,
  p_message text,
  p_project_type text,
  p_budget text,
  p_timeline text,
  p_idempotency_key text,
  p_client_hash text,
  p_source_page text default null,
  p_max_per_window integer default 5,
  p_window_seconds integer default 600
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  if p_client_hash is null or char_length(p_client_hash) not between 1 and 128 then
    raise exception 'submit_enquiry: a client hash of 1 to 128 characters is required' using errcode = '22023';
  end if;
  if p_max_per_window is null or p_max_per_window not between 1 and 100000
     or p_window_seconds is null or p_window_seconds not between 1 and 86400 then
    raise exception 'submit_enquiry: rate limit out of range' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('submit_enquiry:' || p_client_hash, 0));
  -- A repeat of a stored submission (double click, re-sent POST): the same answer, no second row.
  if exists (select 1 from public.enquiries where client_hash = p_client_hash and idempotency_key = p_idempotency_key) then
    return 'repeat';
  end if;
  select count(*) into recent from public.enquiries
  where client_hash = p_client_hash and created_at >= now() - make_interval(secs => p_window_seconds);
  if recent >= p_max_per_window then
    return 'rate_limited';
  end if;
  insert into public.enquiries
    (name, email, phone, company, message, project_type, budget, timeline, idempotency_key, client_hash, source_page)
  values
    (p_name, p_email, p_phone, p_company, p_message, p_project_type, p_budget, p_timeline, p_idempotency_key, p_client_hash, p_source_page);
  return 'created';
end;
$$;
revoke all on function public.submit_enquiry(text, text, text, text, text, text, text, text, text, text, text, integer, integer)
  from public, anon, authenticated, service_role;

-- Sign-in throttling -------------------------------------------------------------------------------
-- Supabase Auth limits sign-ins by IP address, and every sign-in reaches it from our server's address:
-- one bucket for everyone. So both backends count attempts here, per e-mail and client (a keyed hash
-- of the address, never the address), before asking anyone to check a password.
create table public.sign_in_attempts (
  email text not null check (char_length(email) <= 320),
  client_hash text not null check (char_length(client_hash) between 1 and 128),
  attempted_at timestamptz not null default now()
);
create index sign_in_attempts_pair_idx on public.sign_in_attempts (email, client_hash, attempted_at);
create index sign_in_attempts_client_idx on public.sign_in_attempts (client_hash, attempted_at);
create index sign_in_attempts_time_idx on public.sign_in_attempts (attempted_at);
-- No policies: only the two functions below read or write it.
alter table public.sign_in_attempts enable row level security;
revoke all on public.sign_in_attempts from public, anon, authenticated, service_role;

-- Records an attempt (it counts as a failure until finish_sign_in clears it) and says whether this
-- one may go ahead: at most 5 per e-mail and client, and 20 per client over any e-mails, per 15 minutes.
create function public.begin_sign_in(p_email text, p_client_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
begin
  if v_email is null or char_length(v_email) > 320 or p_client_hash is null or char_length(p_client_hash) not between 1 and 128 then
    raise exception 'begin_sign_in: invalid e-mail or client hash' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('sign_in:' || p_client_hash, 0));
  delete from public.sign_in_attempts where attempted_at < now() - interval '1 day';
  if (select count(*) from public.sign_in_attempts
      where email = v_email and client_hash = p_client_hash and attempted_at > now() - interval '15 minutes') >= 5
     or (select count(*) from public.sign_in_attempts
      where client_hash = p_client_hash and attempted_at > now() - interval '15 minutes') >= 20 then
    return false;
  end if;
  insert into public.sign_in_attempts (email, client_hash) values (v_email, p_client_hash);
  return true;
end;
$$;

-- After a successful sign-in, as that user: clears the failures of its own e-mail from this client.
create function public.finish_sign_in(p_client_hash text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.sign_in_attempts
  where email = lower((select auth.jwt() ->> 'email')) and client_hash = p_client_hash
$$;
revoke all on function public.begin_sign_in(text, text), public.finish_sign_in(text) from public, anon, authenticated, service_role;

-- Grants: exactly what each role uses; row-level security narrows them further --------------------------
grant select on public.categories, public.posts, public.clients to anon;
grant select, insert, update, delete on public.categories, public.posts, public.clients to authenticated;
grant usage on sequence public.categories_id_seq, public.posts_id_seq, public.clients_id_seq to authenticated;
grant select on public.admin_users to authenticated;
-- Admins list, mark handled and delete enquiries; no role inserts them directly.
grant select, delete on public.enquiries to authenticated;
grant update (handled_at) on public.enquiries to authenticated;

grant execute on function public.is_admin() to anon, authenticated;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, text, text, text, text, text, integer, integer)
  to anon, authenticated;
grant execute on function public.begin_sign_in(text, text) to anon, authenticated;
grant execute on function public.finish_sign_in(text) to authenticated;

-- The service role: admin membership (ensure-admin upserts with ON CONFLICT DO NOTHING) and the outbox.
grant select, insert on public.admin_users to service_role;
grant execute on function public.claim_enquiry_notifications(integer, integer, integer) to service_role;
grant execute on function public.record_enquiry_notification(bigint, text, timestamptz) to service_role;
