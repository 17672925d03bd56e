// Footer facts (spec §2 gives the fields, not the values): placeholders until the real ones arrive.
export const SITE_CONFIG = {
  name: '社区',
  filingNumber: '浙ICP备00000000号',
  filingUrl: 'https://beian.miit.gov.cn/',
  phone: '400-000-0000',
  address: '浙江省杭州市',
} as const;
