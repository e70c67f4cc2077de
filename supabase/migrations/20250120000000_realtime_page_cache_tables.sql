-- Several app servers on hosted Supabase: each one subscribes to Realtime `postgres_changes` on the
-- tables public pages are built from, and empties its page cache on any change
-- (docs/decisions/090-origin-page-cache.md). Realtime only streams tables in the
-- `supabase_realtime` publication. Guarded: where that publication does not exist (the embedded
-- PGlite backend, a bare Postgres) or already covers every table, this does nothing.
do $$
declare
  watched text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime' and not puballtables) then
    return;
  end if;
  foreach watched in array array['posts', 'categories', 'clients'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = watched
    ) then
      execute format('alter publication supabase_realtime add table public.%I', watched);
    end if;
  end loop;
end
$$;
