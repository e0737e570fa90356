// Budget ranges in Icelandic krónur written with the ISO code and an en dash (Danish; Spanish writes them out: "De 100.000 a 500.000 ISK").
export default ['100.000–500.000 ISK', '500.000–1.000.000 ISK'];
