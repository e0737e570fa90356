// Budget ranges in Icelandic krónur read the same wherever the ISO code is used (Spanish and Danish).
export default ['100.000–500.000 ISK', '500.000–1.000.000 ISK'];
