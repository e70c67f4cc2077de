-- The staff e-mail outbox's backlog for /metrics (docs/decisions/265): e-mails of the last 3 days
-- not sent yet, by state. Counted by the server's own job (the service-role key on Supabase, the
-- database owner embedded), never by a visitor; the rows themselves stay unreadable to that role.
create or replace function public.enquiry_outbox_backlog()
returns table (pending integer, retrying integer, given_up integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) filter (where e.notify_error is null)::integer,
         count(*) filter (where e.notify_error is not null and e.notify_after is distinct from 'infinity'::timestamptz)::integer,
         count(*) filter (where e.notify_error is not null and e.notify_after = 'infinity'::timestamptz)::integer
  from public.enquiries as e
  where e.notified_at is null
    and e.created_at >= now() - interval '3 days'
$$;

revoke execute on function public.enquiry_outbox_backlog() from public, anon, authenticated;
grant execute on function public.enquiry_outbox_backlog() to service_role;
