/** Placeholder so the toolchain has something to check; replaced by the real constants module. */
export const PRODUCT_VERSION_LABEL = "v. 1.01";
