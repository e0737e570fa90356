// Names that read the same in several languages on the solutions-b pages (package tier and technology names).
export default ['Enterprise'];
