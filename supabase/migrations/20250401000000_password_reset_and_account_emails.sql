-- Account e-mails and password resets (docs/decisions/299). Both backends share these tables; the
-- embedded backend also keeps the reset token itself, hashed, in its auth.users (compat-sql.ts),
-- where Supabase Auth keeps its own.

-- The outbox of e-mails to an account's own address: a reset link (embedded; Supabase Auth sends
-- its own), a lock after too many failures, a second factor removed. A row names the account and
-- the kind only: a reset token is made when its e-mail is sent, so no secret waits in a table.
create table public.account_emails (
  id bigint generated always as identity primary key,
  email text not null check (char_length(email) between 3 and 320),
  kind text not null check (kind in ('password_reset', 'account_locked', 'factor_removed')),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  send_after timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
create index account_emails_due_idx on public.account_emails (send_after) where sent_at is null;
alter table public.account_emails enable row level security;
revoke all on public.account_emails from public, anon, authenticated, service_role;
-- Its identity sequence too: older projects' default privileges grant every new sequence to the API roles.
revoke all on sequence public.account_emails_id_seq from public, anon, authenticated, service_role;

-- Queues one e-mail for an existing account, at most one of a kind per account within 5 minutes
-- (a burst of failures or requests mails once). Unknown e-mails queue nothing, silently.
create function public.queue_account_email(p_email text, p_kind text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.account_emails (email, kind)
  select u.email, p_kind from auth.users u
  where u.email = lower(trim(p_email))
    and not exists (
      select 1 from public.account_emails m
      where m.email = u.email and m.kind = p_kind and m.created_at > now() - interval '5 minutes'
    )
$$;
revoke all on function public.queue_account_email(text, text) from public, anon, authenticated, service_role;

-- The signed-in user's own notice that its second factor was removed (hosted: after Supabase Auth's unenroll).
create function public.queue_factor_removed_email()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select public.queue_account_email(auth.jwt() ->> 'email', 'factor_removed') where auth.uid() is not null
$$;
revoke all on function public.queue_factor_removed_email() from public, anon, authenticated, service_role;
grant execute on function public.queue_factor_removed_email() to authenticated;

-- Due e-mails, each leased for p_lease_seconds (two servers never send one twice at once).
create function public.claim_account_emails(p_limit integer, p_lease_seconds integer, p_max_attempts integer)
returns table (id bigint, email text, kind text, attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.account_emails as m
  set attempts = m.attempts + 1, send_after = now() + make_interval(secs => p_lease_seconds)
  where m.id in (
    select d.id from public.account_emails d
    where d.sent_at is null and d.attempts < p_max_attempts and d.send_after <= now()
      and d.created_at > now() - interval '1 day'
    order by d.created_at
    limit p_limit
    for update skip locked
  )
  returning m.id, m.email, m.kind, m.attempts
$$;

-- p_error null = sent; otherwise retried at p_retry_at (null = given up).
create function public.record_account_email(p_id bigint, p_error text, p_retry_at timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.account_emails
  set sent_at = case when p_error is null then now() end,
      last_error = left(p_error, 500),
      send_after = case when p_error is null then send_after else coalesce(p_retry_at, 'infinity'::timestamptz) end
  where id = p_id
$$;
revoke all on function public.claim_account_emails(integer, integer, integer), public.record_account_email(bigint, text, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_account_emails(integer, integer, integer), public.record_account_email(bigint, text, timestamptz)
  to service_role;

-- Reset requests, throttled: 3 per e-mail an hour from any address, 10 per client an hour. The
-- answer is the same for an unknown e-mail. The embedded backend then queues its e-mail itself.
create table public.password_reset_requests (
  email text not null check (char_length(email) <= 320),
  client_hash text not null check (char_length(client_hash) between 1 and 128),
  requested_at timestamptz not null default now()
);
create index password_reset_requests_email_idx on public.password_reset_requests (email, requested_at);
create index password_reset_requests_client_idx on public.password_reset_requests (client_hash, requested_at);
alter table public.password_reset_requests enable row level security;
revoke all on public.password_reset_requests from public, anon, authenticated, service_role;

create function public.request_password_reset(p_email text, p_client_hash text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
begin
  if v_email is null or char_length(v_email) > 320 or p_client_hash is null or char_length(p_client_hash) not between 1 and 128 then
    raise exception 'request_password_reset: invalid e-mail or client hash' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('password_reset:' || v_email, 0));
  delete from public.password_reset_requests where requested_at < now() - interval '1 day';
  if (select count(*) from public.password_reset_requests where email = v_email and requested_at > now() - interval '1 hour') >= 3
     or (select count(*) from public.password_reset_requests where client_hash = p_client_hash and requested_at > now() - interval '1 hour') >= 10 then
    return 'throttled';
  end if;
  insert into public.password_reset_requests (email, client_hash) values (v_email, p_client_hash);
  return 'allowed';
end;
$$;
revoke all on function public.request_password_reset(text, text) from public, anon, authenticated, service_role;
grant execute on function public.request_password_reset(text, text) to anon, authenticated;

-- begin_sign_in as before, and a lock now mails the account's owner (a known account only).
create or replace function public.begin_sign_in(p_email text, p_client_hash text, p_account_failures integer default 5, p_lock_minutes integer default 15)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
  v_failures integer := least(greatest(coalesce(p_account_failures, 5), 1), 100);
  v_lock interval := make_interval(mins => least(greatest(coalesce(p_lock_minutes, 15), 1), 1440));
  v_recent integer;
begin
  if v_email is null or char_length(v_email) > 320 or p_client_hash is null or char_length(p_client_hash) not between 1 and 128 then
    raise exception 'begin_sign_in: invalid e-mail or client hash' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('sign_in:' || p_client_hash, 0));
  perform pg_advisory_xact_lock(hashtextextended('sign_in_account:' || v_email, 0));
  delete from public.sign_in_attempts where attempted_at < now() - interval '1 day';
  delete from public.account_locks where locked_until < now();
  if (select count(*) from public.sign_in_attempts
      where email = v_email and client_hash = p_client_hash and attempted_at > now() - interval '15 minutes') >= 5
     or (select count(*) from public.sign_in_attempts
      where client_hash = p_client_hash and attempted_at > now() - interval '15 minutes') >= 20 then
    return 'throttled';
  end if;
  if exists (select 1 from public.account_locks where email = v_email) then
    return 'locked';
  end if;
  select count(*) into v_recent from public.sign_in_attempts where email = v_email and attempted_at > now() - v_lock;
  if v_recent >= v_failures then
    insert into public.account_locks (email, locked_until) values (v_email, now() + v_lock);
    perform public.queue_account_email(v_email, 'account_locked');
    return 'locked';
  end if;
  insert into public.sign_in_attempts (email, client_hash) values (v_email, p_client_hash);
  return 'allowed';
end;
$$;
