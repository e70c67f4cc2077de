-- The same cost at 10 and at 10,000 posts (issue #13, docs/decisions/102). Every post list showed
-- its exact total, and `count(*)` reads every matching row; the admin's title search scanned every
-- title. Now triggers keep the totals in a small table (one row read per list), and a trigram
-- index serves `title ilike '%…%'`.

-- Totals ------------------------------------------------------------------------------------------
-- scope 'all': every post, drafts included (the admin list); 'published': what visitors see.
-- category_id 0: every category (and none); otherwise the published posts of that category.
create table public.post_counts (
  scope text not null check (scope in ('all', 'published')),
  category_id bigint not null default 0,
  posts bigint not null check (posts >= 0),
  primary key (scope, category_id)
);

-- One aggregate per statement (a bulk import of 10,000 posts is three upserts, not 30,000). The
-- transition table is named in a string because a trigger on INSERT has no old_rows to plan
-- against, nor one on DELETE new_rows. Fixed text only: nothing of a row reaches the SQL text.
create function public.count_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select status, category_id, 1 as delta from new_rows'
    when 'DELETE' then 'select status, category_id, -1 as delta from old_rows'
    else 'select status, category_id, 1 as delta from new_rows union all select status, category_id, -1 from old_rows'
  end;
  deltas text;
begin
  if tg_op = 'TRUNCATE' then
    delete from public.post_counts;
    return null;
  end if;
  deltas := format($sql$
    select scope, category_id, sum(delta) as delta from (
      select 'all' as scope, 0::bigint as category_id, delta from (%1$s) d
      union all select 'published', 0, delta from (%1$s) d where status = 'published'
      union all select 'published', category_id, delta from (%1$s) d where status = 'published' and category_id is not null
    ) x group by scope, category_id having sum(delta) <> 0$sql$, changed);
  -- Insert missing rows at 0, then add: an upsert would check posts >= 0 on the negative delta.
  execute format('insert into public.post_counts (scope, category_id, posts) select scope, category_id, 0 from (%s) d
                  on conflict (scope, category_id) do nothing', deltas);
  -- Rows locked in one order (every writer takes 'all' before 'published'), so two concurrent
  -- writes queue instead of deadlocking.
  execute format('select 1 from public.post_counts c join (%s) d using (scope, category_id)
                  order by c.scope, c.category_id for update of c', deltas);
  execute format('update public.post_counts c set posts = c.posts + d.delta from (%s) d
                  where c.scope = d.scope and c.category_id = d.category_id', deltas);
  delete from public.post_counts where posts = 0 and category_id <> 0;
  return null;
end;
$$;

create trigger posts_count_insert after insert on public.posts
  referencing new table as new_rows for each statement execute function public.count_posts();
create trigger posts_count_update after update on public.posts
  referencing old table as old_rows new table as new_rows for each statement execute function public.count_posts();
create trigger posts_count_delete after delete on public.posts
  referencing old table as old_rows for each statement execute function public.count_posts();
create trigger posts_count_truncate after truncate on public.posts
  for each statement execute function public.count_posts();

insert into public.post_counts (scope, category_id, posts)
select 'all', 0, count(*) from public.posts
union all select 'published', 0, count(*) from public.posts where status = 'published'
union all select 'published', category_id, count(*) from public.posts where status = 'published' and category_id is not null group by category_id;

-- Visitors see the published totals, admins every total: the same rule as posts' own policy.
alter table public.post_counts enable row level security;
create policy "post_counts: published for anyone, all for admins" on public.post_counts
  for select to anon, authenticated using (scope = 'published' or (select public.is_admin()));

-- The total of a list as its reader may see it: published posts (of one category, by slug), or
-- with p_drafts every post, which only an admin may count (anyone else gets the published total,
-- as row-level security on posts shows them). Security invoker: post_counts' policy applies too.
create function public.post_count(p_category_slug text default null, p_drafts boolean default false)
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(n.posts), 0)::bigint from public.post_counts n
  where n.scope = case when p_drafts and p_category_slug is null and (select public.is_admin()) then 'all' else 'published' end
    and n.category_id = case when p_category_slug is null then 0
      else coalesce((select c.id from public.categories c where c.slug = p_category_slug), -1) end
$$;

revoke all on public.post_counts from public, anon, authenticated, service_role;
revoke all on function public.count_posts(), public.post_count(text, boolean) from public, anon, authenticated, service_role;
grant select on public.post_counts to anon, authenticated;
grant execute on function public.post_count(text, boolean) to anon, authenticated;

-- The admin's title search ------------------------------------------------------------------------
-- Supabase installs extensions in the `extensions` schema (the embedded backend's compatibility
-- script creates it, and loads pg_trgm into PGlite).
create extension if not exists pg_trgm with schema extensions;
create index posts_title_trgm_idx on public.posts using gin (title extensions.gin_trgm_ops) with (fastupdate = off);

-- Row-level security keeps the planner from using that index: `ilike` is not leakproof, so it may
-- not run before the posts policy, and the policy's `or is_admin()` cannot use an index (a scan of
-- every post). This function runs as its owner, where the index serves the pattern, and applies
-- the posts policy itself: drafts for admins only. The search text matches literally (% _ \).
create function public.search_posts(p_search text)
returns setof public.posts
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from public.posts p
  where p.title ilike '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    and (p.status = 'published' or (select public.is_admin()))
$$;
revoke all on function public.search_posts(text) from public, anon, authenticated, service_role;
grant execute on function public.search_posts(text) to authenticated;
