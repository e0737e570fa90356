// Names that read the same in several languages on the company pages (home, /fyrirtaekid, /verdskra,
// /thjonustupakkar): city names, brand and product names.
export default ['Reykjavík', 'Barcelona', 'WordPress Express', 'WooCommerce Express', 'Hraun'];
