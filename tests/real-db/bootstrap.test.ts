import { inject, it, expect } from 'vitest'
import { connect } from './sql'
it('smoke', async () => {
  const sql = connect(inject('realDb'), 'template_strict', 'supabase_admin')
  console.log(await sql`select count(*) from public.categories`)
  await sql.end()
})
