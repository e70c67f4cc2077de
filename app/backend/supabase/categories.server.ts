import type { CategoriesApi, Category } from '../types'
import { rows, type DataContext } from './context.server'

/** Categories ordered by name (as specified): GET /rest/v1/categories?select=id,name,slug&order=name.asc */
export function createCategoriesApi(ctx: DataContext): CategoriesApi {
  return {
    async list() {
      return rows(await ctx.db().from('categories').select('id,name,slug').order('name').returns<Category[]>())
    },
  }
}
