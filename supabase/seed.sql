-- Categories of the blog (spec §3). Run by `supabase db reset` and once by the embedded backend.
insert into public.categories (name, slug) values
  ('Artificial Intelligence', 'artificial-intelligence'),
  ('Cloud Computing', 'cloud-computing'),
  ('Cybersecurity', 'cybersecurity')
on conflict (slug) do nothing;
