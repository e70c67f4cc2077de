// What the specification says each public page shows, word for word where it gives words.
export const FEATURES: Record<string, string[]> = {
  cybersecurity: [
    'Threat Detection and Prevention',
    'Network Security',
    'Endpoint Protection',
    'Incident Response (24/7)',
    'Security Awareness Training',
  ],
  'cloud-solutions': ['Cloud Migration', 'Infrastructure Management', 'Cloud Security', 'Cloud Storage', 'Load Balancing'],
  'ai-ml': ['Machine Learning Models', 'AI Automation', 'Predictive Analytics', 'Natural Language Processing', 'Computer Vision'],
  'custom-development': ['Custom Software', 'Mobile Development', 'Web Applications', 'API Development', 'System Integration'],
  'data-analytics': ['Business Intelligence', 'Data Visualization', 'Predictive Analytics', 'Data Warehousing', 'Real-time Analytics'],
  'compliance-security': ['Security Assessment', 'Compliance Management', 'Audit Support', 'Risk Management', 'Policy Development'],
}

export const SECOND_READING = [
  'cyber-security',
  'it-infrastructure',
  'ai-agents',
  'penetration-testing',
  'managed-security',
  'data-backup',
  'software-development',
  'consulting',
  'compliance',
]

export const CASE_STUDIES = ['finance-digital-transformation', 'healthcare-cloud-migration', 'ai-powered-analytics']

// Claims that neither repeat nor contradict the statistics (issue 14: one story).
export const HERO_CLAIMS = [
  ['98%', 'Client Satisfaction'],
  ['24/7', 'Security Monitoring'],
  ['6', 'Core Practices'],
  ['1 day', 'Reply to Every Enquiry'],
]

/** The one set of statistics (site settings), on the home and company pages. */
export const STATISTICS = [
  ['10+', 'Years Experience'],
  ['500+', 'Projects Completed'],
  ['50+', 'Team Members'],
  ['200+', 'Global Clients'],
]

export const VALUES = ['Trust & Security', 'Innovation', 'Collaboration', 'Excellence']

export const STATIC_ROUTES = [
  '/',
  '/about',
  '/company',
  '/team',
  '/success-stories',
  '/get-started',
  '/privacy-policy',
  '/terms',
  '/cookies-policy',
  '/services',
]

/** Every public route of this issue (the blog has its own). */
export const ALL_ROUTES = [
  ...STATIC_ROUTES,
  ...CASE_STUDIES.map((slug) => `/case-studies/${slug}`),
  ...Object.keys(FEATURES).map((slug) => `/services/${slug}`),
  ...SECOND_READING.map((slug) => `/services/${slug}`),
].filter((path, index, all) => all.indexOf(path) === index)

export const SITE = 'https://www.example.com'

/** The bundled sample contact details (site settings). */
export const CONTACT = { email: 'hello@arclight.example', phone: '+91 80 4921 7700', tel: 'tel:+918049217700' }
