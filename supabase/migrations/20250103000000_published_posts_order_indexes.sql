-- The public blog lists published posts by `published_at desc nulls last, id desc`; indexes in that
-- exact order let it read one page by an index scan instead of sorting every published row.
drop index if exists public.posts_published_idx;
drop index if exists public.posts_category_published_idx;
create index if not exists posts_published_order_idx
  on public.posts (published_at desc nulls last, id desc) where status = 'published';
create index if not exists posts_category_published_order_idx
  on public.posts (category_id, published_at desc nulls last, id desc) where status = 'published';
