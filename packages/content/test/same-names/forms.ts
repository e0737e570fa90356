// Plan names kept as English product names: Business and Enterprise in English and Danish (Spanish says Básico, Empresa, Corporativo).
// 'Plan': the order form's label of the chosen plan, the same word in US English and Spanish.
export default ['Basic', 'Business', 'Enterprise', 'Plan'];
