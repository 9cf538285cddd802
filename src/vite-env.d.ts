// Vite's ambient types: lets TypeScript accept `import './x.css'` and asset imports.
/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
