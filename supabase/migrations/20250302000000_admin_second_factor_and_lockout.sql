-- Staff sign-in (docs/decisions/296): admin rights need a second factor (the token's `aal` claim is
-- aal2), a lockout per account from any address, and single-use recovery codes. auth.mfa_factors is
-- Supabase Auth's table (GoTrue's schema; the embedded backend's copy is in compat-sql.ts).

-- Whether every admin must have a second factor (ADMIN_REQUIRE_2FA). One row; only the server's
-- own jobs (database owner, service role) change it. An admin who has a verified factor needs aal2
-- whatever it says.
create table public.auth_policy (
  id boolean primary key default true check (id),
  require_aal2 boolean not null default true
);
insert into public.auth_policy default values;
alter table public.auth_policy enable row level security;
revoke all on public.auth_policy from public, anon, authenticated, service_role;
grant select, update (require_aal2) on public.auth_policy to service_role;
create policy "auth_policy: the service role" on public.auth_policy for all to service_role using (true) with check (true);

-- Every policy, function and storage rule that asks is_admin() now needs aal2 (or, with the
-- requirement off, an admin without a factor). A password-only token is refused by the database.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where id = auth.uid())
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or (
        not (select p.require_aal2 from public.auth_policy p)
        and not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
      )
    )
$$;

-- Recovery codes: ten per admin, stored as keyed hashes (the server's key), each usable once.
create table public.admin_recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (char_length(code_hash) between 32 and 128),
  used_at timestamptz,
  primary key (user_id, code_hash)
);
alter table public.admin_recovery_codes enable row level security;
revoke all on public.admin_recovery_codes from public, anon, authenticated, service_role;

-- After a confirmed enrolment (aal2): this admin's codes are replaced by new ones.
create function public.replace_recovery_codes(p_hashes text[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() or coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'replace_recovery_codes: a second factor is needed' using errcode = '42501';
  end if;
  if cardinality(p_hashes) <> 10 then
    raise exception 'replace_recovery_codes: ten codes' using errcode = '22023';
  end if;
  delete from public.admin_recovery_codes where user_id = auth.uid();
  insert into public.admin_recovery_codes (user_id, code_hash) select auth.uid(), unnest(p_hashes);
end;
$$;

-- Uses one of the signed-in user's codes: true once per code (the server then removes the factor).
create function public.use_recovery_code(p_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with used as (
    update public.admin_recovery_codes set used_at = now()
    where user_id = auth.uid() and code_hash = p_hash and used_at is null
    returning 1
  )
  select exists (select 1 from used)
$$;

-- Lockout per account ----------------------------------------------------------------------------
-- An e-mail locked after too many failures from any address. Any e-mail can be locked, known or
-- not, so a lock tells nobody whether the account exists.
create table public.account_locks (
  email text primary key check (char_length(email) <= 320),
  locked_until timestamptz not null
);
alter table public.account_locks enable row level security;
revoke all on public.account_locks from public, anon, authenticated, service_role;

-- Now answers 'allowed', 'throttled' (the per-pair and per-client limits, as before: 5 and 20 per
-- 15 minutes) or 'locked' (the account: `p_account_failures` attempts not cleared within
-- `p_lock_minutes`, from any address, lock it for `p_lock_minutes`). A code at sign-in counts as an
-- attempt too. The numbers come from the server (ADMIN_LOCKOUT_FAILURES, ADMIN_LOCKOUT_MINUTES)
-- and are clamped: a direct caller can only lock sooner or for longer within bounds.
drop function public.begin_sign_in(text, text);
create function public.begin_sign_in(p_email text, p_client_hash text, p_account_failures integer default 5, p_lock_minutes integer default 15)
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
    return 'locked';
  end if;
  insert into public.sign_in_attempts (email, client_hash) values (v_email, p_client_hash);
  return 'allowed';
end;
$$;

-- After a success, as that user: clears its e-mail's attempts from this client. A password alone is
-- no success for a user with a factor (or an admin when one is required): the code step clears
-- them, so a right password cannot wipe the count of wrong codes.
create or replace function public.finish_sign_in(p_client_hash text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.sign_in_attempts
  where email = lower((select auth.jwt() ->> 'email')) and client_hash = p_client_hash
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or (
        not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
        and (not (select p.require_aal2 from public.auth_policy p) or not exists (select 1 from public.admin_users a where a.id = auth.uid()))
      )
    )
$$;

revoke all on function public.begin_sign_in(text, text, integer, integer), public.replace_recovery_codes(text[]),
  public.use_recovery_code(text) from public, anon, authenticated, service_role;
grant execute on function public.begin_sign_in(text, text, integer, integer) to anon, authenticated;
grant execute on function public.replace_recovery_codes(text[]), public.use_recovery_code(text) to authenticated;

-- "Sign out everywhere" shows how many other sessions of this user are active (Supabase Auth's
-- sessions; the embedded backend counts its own). PL/pgSQL: auth.sessions is only looked up when run.
create function public.other_session_count(p_max_age_seconds integer default null)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select count(*)::int from auth.sessions s
    where s.user_id = auth.uid()
      and s.id is distinct from nullif(auth.jwt() ->> 'session_id', '')::uuid
      and (s.not_after is null or s.not_after > now())
      and (p_max_age_seconds is null or s.created_at > now() - make_interval(secs => p_max_age_seconds)));
end;
$$;
revoke all on function public.other_session_count(integer) from public, anon, authenticated, service_role;
grant execute on function public.other_session_count(integer) to authenticated;
