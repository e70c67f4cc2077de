-- A post's changed address keeps its old one working: /blog/{former slug} answers 301 to the post
-- (shared links and search engines keep finding it), as long as no other post takes that slug.
-- Kept by a trigger, so every way of writing a post (the admin form, an import, SQL) records it.
create table public.post_former_slugs (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  post_id bigint not null references public.posts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index post_former_slugs_post_id_idx on public.post_former_slugs (post_id);

create function public.remember_former_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A slug a post has now is nobody's former one: that post is what its address shows.
  delete from public.post_former_slugs where slug = new.slug;
  if tg_op = 'UPDATE' and new.slug <> old.slug then
    insert into public.post_former_slugs (slug, post_id) values (old.slug, new.id)
      on conflict (slug) do update set post_id = excluded.post_id, created_at = now();
  end if;
  return null;
end
$$;
create trigger posts_remember_former_slug after insert or update of slug on public.posts
  for each row execute function public.remember_former_slug();

-- The slug a post has now, for one it had before; null when there is none, or when the caller may
-- not see that post (row-level security on posts: a draft's only for admins).
create function public.post_slug_now(p_former_slug text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select p.slug from public.post_former_slugs f join public.posts p on p.id = f.post_id where f.slug = p_former_slug
$$;

-- Only the trigger writes the table (as its owner). The function reads it as the caller, who may
-- read a row only when allowed to see its post: a draft's former slugs stay the admins'.
alter table public.post_former_slugs enable row level security;
create policy "post_former_slugs: as visible as the post" on public.post_former_slugs
  for select to anon, authenticated using (exists (select 1 from public.posts p where p.id = post_id));
revoke all on public.post_former_slugs from public, anon, authenticated, service_role;
grant select on public.post_former_slugs to anon, authenticated;
revoke all on function public.remember_former_slug(), public.post_slug_now(text) from public, anon, authenticated, service_role;
grant execute on function public.post_slug_now(text) to anon, authenticated;
