/** The screens (misc/courier in docs/product.md#merchant-portal and #back-office). */
export const COURIER_ROUTES = {
  merchant: {
    list: '/merchant/misc/courier/list',
    add: '/merchant/misc/courier/add',
    edit: (id: number) => `/merchant/misc/courier/edit/${id}`,
    view: (id: number) => `/merchant/misc/courier/${id}`,
    application: (id: number) => `/merchant/product/nsdl-pan/physical/info/${id}`,
  },
  backend: {
    list: '/backend/misc/courier/list',
    add: '/backend/misc/courier/add',
    edit: null,
    view: (id: number) => `/backend/misc/courier/${id}`,
    application: (id: number) => `/backend/actions/nsdl-pan/physical/paninfo/${id}`,
  },
} as const;
