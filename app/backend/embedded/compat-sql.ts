// What Supabase provides before our migrations run, rebuilt for PGlite. A module rather than a .sql file so
// that every runtime (the Vite server build, tsx for the CLI, Vitest) loads it without file paths.
export const COMPAT_SQL = /* sql */ `
-- What a Supabase project provides before our migrations run, rebuilt for the embedded PGlite
-- database: roles, the auth schema (users with bcrypt hashes, auth.uid()), a minimal storage
-- schema. Idempotent: it runs at every start before the migrations.

create extension if not exists pgcrypto;
-- Supabase's schema for extensions (pg_trgm: migration 20250113).
create schema if not exists extensions;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- auth --------------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null unique check (email = lower(email)),
  -- crypt(password, gen_salt('bf', 10)): the $2a$ bcrypt format Supabase Auth stores.
  encrypted_password text not null,
  email_confirmed_at timestamptz default now(),
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A password reset's token (GoTrue's columns): its SHA-256, cleared once used, valid an hour from
-- recovery_sent_at (embedded/password-reset.server.ts).
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;

-- Once set locally the setting stays defined as '' afterwards, and ''::json fails: hence nullif.
create or replace function auth.uid() returns uuid
language sql stable
as $$ select (nullif(current_setting('request.jwt.claims', true), '')::json ->> 'sub')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role' $$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Supabase Auth's second factors (GoTrue's columns; status 'unverified' until a first code). Here
-- the secret is sealed with a key derived from the session secret (embedded/totp-secret.server.ts),
-- and last_step is this backend's own: the newest TOTP time step used, so a code works once.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp' check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

-- storage ---------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  owner uuid,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;

-- embedded-only bookkeeping (not part of Supabase) ----------------------------------------------
create schema if not exists embedded;

create table if not exists embedded.migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);

-- Sessions are rows so that logout revokes them; the cookie holds a token whose SHA-256 is the id.
create table if not exists embedded.sessions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on embedded.sessions (user_id);
-- The session's assurance level, as GoTrue keeps it: aal2 once a code was given in it.
alter table embedded.sessions add column if not exists aal text not null default 'aal1' check (aal in ('aal1', 'aal2'));

-- Sign-in failures moved to public.sign_in_attempts (migration 20250104), shared with Supabase.
drop table if exists embedded.login_failures;
`
