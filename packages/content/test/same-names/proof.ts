// The case study's fact labels that are the same word in two languages: "Land" (country) in Icelandic and Danish,
// "Platform" in English and Danish.
export default ['Land', 'Platform'];
