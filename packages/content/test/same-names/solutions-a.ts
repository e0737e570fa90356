// Names and figures of the solutions-a pages (overview, AI, booking, subscription, web shop, POS, WordPress)
// that read the same in two or more languages.
export default [] as string[];
