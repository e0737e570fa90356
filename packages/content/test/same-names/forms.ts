// Plan names kept as English product names: Business and Enterprise in English and Danish (Spanish says Básico, Empresa, Corporativo).
export default ['Basic', 'Business', 'Enterprise'];
