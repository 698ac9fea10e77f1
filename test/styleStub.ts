/** Stylesheets imported by components (e.g. react-quill's theme) mean nothing to jsdom. */
export default {};
