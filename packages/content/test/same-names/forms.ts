// Plan names of the hosting order page's packages, kept as product names in every language.
export default ['Basic', 'Business', 'Enterprise'];
