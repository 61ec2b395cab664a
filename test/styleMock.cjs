// CSS Modules in Jest: every class name is its own key (styles.active === 'active').
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
