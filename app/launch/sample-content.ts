// The bundled dataset's sample values (content/dataset.ndjson). They are plausible on purpose,
// so only these lists tell the launch-readiness check what is still sample: keep them in step
// with the dataset (tests/unit/launch/readiness.test.ts fails when they drift apart).

export const SAMPLE_PHONE = '+91 80 4921 7700'

export const SAMPLE_ADDRESS = 'Level 4, Block B, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560103, India'

export const SAMPLE_SOCIAL_URLS = [
  'https://x.com/arclighttech',
  'https://www.linkedin.com/company/arclight-technologies',
  'https://github.com/arclight-technologies',
]

export const SAMPLE_TEAM_NAMES = ['Ananya Rao', 'Daniel Okafor', 'Priya Menon', 'Marcus Lindqvist', 'Kavya Iyer', 'Sofia Almeida']
