-- The admin's post list reads one page by `created_at desc, id desc`; an index in that exact order
-- lets it read the page by an index scan instead of sorting every post (issue #13: the same cost
-- at 10 and at 10,000 posts).
drop index if exists public.posts_created_at_idx;
create index if not exists posts_created_order_idx on public.posts (created_at desc, id desc);
