/** The two order pages: /lausnir/wordpress-express/panta and /lausnir/vefhysing/panta. */
export type OrderKind = 'wordpress-express' | 'hosting';

export const orderPaths: Record<OrderKind, string> = {
  'wordpress-express': '/lausnir/wordpress-express/panta',
  hosting: '/lausnir/vefhysing/panta',
};

/**
 * The query parameter that names the package to select on an order page. A package card's "order now" button
 * sends it, so the form opens with the package the visitor chose; without it the spec's default is selected.
 */
export const ORDER_PACKAGE_PARAM = 'pakki';

/** The order page, with a package selected when one is named (a package card's button). */
export function orderLink(kind: OrderKind, packageId?: string): string {
  const path = orderPaths[kind];
  return packageId ? `${path}?${ORDER_PACKAGE_PARAM}=${encodeURIComponent(packageId)}` : path;
}
