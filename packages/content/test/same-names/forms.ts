// Plan names kept as English product names: Business and Enterprise in English and Danish (Spanish says Básico, Empresa, Corporativo).
// 'Plan': the order form's label of the chosen plan, the same word in US English and Spanish.
// 'Send': the forms' submit button, the same verb in English and Danish.
export default ['Basic', 'Business', 'Enterprise', 'Plan', 'Send'];
