// Vite's ambient types: lets TypeScript accept `import './x.css'` and asset imports.
/// <reference types="vite/client" />
