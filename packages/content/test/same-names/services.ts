// Names that read the same in every language on the service pages: package names and a technology category.
export default ['Basic', 'Pro', 'Enterprise', 'Headless CMS'];
