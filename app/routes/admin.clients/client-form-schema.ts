import '~/utils/zod-jitless'
import { z } from 'zod'
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from '~/admin/media-rules'

// The client dialog's fields (the uploaded logo file, `logo_file`, is checked by media rules).
export const CLIENT_NAME_REQUIRED = 'Name is required'

export const clientFormSchema = z.object({
  name: z.string({ error: CLIENT_NAME_REQUIRED }).trim().min(1, CLIENT_NAME_REQUIRED).max(200, 'Name must be at most 200 characters'),
  /** A logo chosen from the media library (or kept); empty means no logo. */
  logo_url: z.string().trim().max(2000).refine(isAllowedImageUrl, IMAGE_URL_MESSAGE).optional(),
})
