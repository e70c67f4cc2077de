import type { RequestBackend } from '~/backend/types'
import { originalMediaName } from '~/backend/media-name'
import { isImageType } from './media-rules'

export type ImageChoice = { name: string; url: string }
export type ImageChoicesPage = { page: number; choices: ImageChoice[]; hasNextPage: boolean }

/** The pickers show the library a hundred files at a time. */
const IMAGE_PAGE_SIZE = 100

/**
 * One page of the media library, newest first (an image just uploaded is on the first), kept to
 * its images: the choices of the post form's and the client form's pickers. A page counts files,
 * so it may hold fewer images than that.
 */
export async function imageChoicesPage(backend: RequestBackend, page: number): Promise<ImageChoicesPage> {
  const files = await backend.media.list({ limit: IMAGE_PAGE_SIZE + 1, offset: (page - 1) * IMAGE_PAGE_SIZE, newestFirst: true })
  return {
    page,
    hasNextPage: files.length > IMAGE_PAGE_SIZE,
    choices: files
      .slice(0, IMAGE_PAGE_SIZE)
      .filter((file) => isImageType(file.metadata?.mimetype))
      .map((file) => ({ name: originalMediaName(file.name), url: backend.media.publicUrl(file.name) })),
  }
}
