// Proper names, brand and product names that read the same in every language.
export default ['Hraun', 'WordPress', 'WooCommerce', 'Shopify', 'WordPress Express', 'WooCommerce Express', 'Support', 'Email', 'E-mail'];
