-- The roles of a Supabase project, once per cluster (run by the cluster's superuser, supabase_admin,
-- as on hosted Supabase). Where this differs from hosted Supabase: docs/decisions/190.
--
-- postgres        runs the migrations; like hosted, not a superuser, but bypasses row-level security.
-- anon, authenticated, service_role
--                 the API roles PostgREST switches to by the JWT's `role` claim (service_role
--                 bypasses row-level security, not privileges), reached through authenticator.
-- supabase_auth_admin, supabase_storage_admin
--                 own the auth and storage schemas; the Auth and Storage fakes connect as them.
create role postgres login createrole createdb replication bypassrls;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
-- The Storage API runs each call as the caller's role (set role), like PostgREST.
grant anon, authenticated, service_role to supabase_storage_admin;
-- Hosted Supabase lets postgres create policies on storage.objects through supautils'
-- policy_grants; on stock PostgreSQL only the table's owner may, so postgres is a member of it.
grant supabase_storage_admin to postgres;
