export { default, loader, meta } from './$'
